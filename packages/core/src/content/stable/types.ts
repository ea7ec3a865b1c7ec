// The shapes of the stable's catalogue. Data only: keys and numbers. English text lives in the
// *Text.ts tables.

/**
 * When an egg, potion or pet can be bought:
 * - `always`: at any time (drop eggs, standard potions);
 * - `afterQuest`: once `achievements.quests[k] > 0` for any of `questKeys`;
 * - `event`: only while its event runs (limited items; refused outside the event);
 * - `never`: not sold at all.
 */
export type Purchase =
  | { kind: 'always' }
  | { kind: 'afterQuest'; questKeys: readonly string[] }
  | { kind: 'event'; event?: string }
  | { kind: 'never' };

export type EggSet = 'drop' | 'quest';

export interface Egg {
  key: string;
  set: EggSet;
  /** Price in gems. */
  value: number;
  purchase: Purchase;
}

export type PotionSet = 'standard' | 'premium' | 'wacky';

export interface HatchingPotion {
  key: string;
  set: PotionSet;
  /** Price in gems. */
  value: number;
  /** Limited potions are sold only in their window (or after their quest). */
  limited: boolean;
  purchase: Purchase;
}

/** The food season the shop and the drops follow; `Normal` outside the food events. */
export type FoodSeason = 'Normal' | 'Cake' | 'Candy' | 'Pie';

export interface Food {
  key: string;
  /** Price in gems; food sells for the same number of gold. */
  value: number;
  /** The standard potion colour that likes this food; none for the Saddle. */
  target: string | null;
  /**
   * The season in which the food is bought and dropped; `null` for the Saddle, which is always
   * sold and never drops.
   */
  season: FoodSeason | null;
  /** Whether the food can drop at all (in its season). */
  canDrop: boolean;
}

/** drop = drop egg × standard potion; quest = quest egg × standard potion; premium = drop egg ×
 * premium potion; wacky = drop egg × wacky potion (pets only); special = event and gift animals. */
export type PetType = 'drop' | 'quest' | 'premium' | 'wacky' | 'special';
export type MountType = Exclude<PetType, 'wacky'>;

export interface Pet {
  /** `Egg-Potion`, e.g. `Wolf-Base`. */
  key: string;
  type: PetType;
  egg: string;
  potion: string;
  /** Special pets only: whether a player can still come by it (quest, world boss, time travel). */
  canFind?: boolean;
}

export interface Mount {
  key: string;
  type: MountType;
  egg: string;
  potion: string;
  canFind?: boolean;
}
