// The shape of a quest. Data only: English text lives in the text tables.

export const questCategories = [
  'unlockable',
  'gold',
  'pet',
  'hatchingPotion',
  'timeTravelers',
  'world',
] as const;

export type QuestCategory = (typeof questCategories)[number];

/** What happens when a boss's rage meter fills. */
export type RageEffect =
  /** The boss regains this fraction of its current health. */
  | { kind: 'healing'; amount: number }
  /** Participants' mana is drained (the original sets it to 0; amount is the listed fraction). */
  | { kind: 'mpDrain'; amount: number }
  /** Participants' pending damage is multiplied by this fraction. */
  | { kind: 'progressDrain'; amount: number };

/** Shop areas a world boss's rage strikes. */
export const worldBossAreas = [
  'bailey',
  'stables',
  'market',
  'quests',
  'seasonalShop',
  'tavern',
  'guide',
] as const;

export type WorldBossArea = (typeof worldBossAreas)[number];

export interface Rage {
  /** The rage meter threshold. */
  value: number;
  /** Absent for world bosses whose rage only damages shop areas. */
  effect?: RageEffect;
  /** World bosses only: the areas affected, in the order they are struck. */
  areas?: readonly WorldBossArea[];
}

/** Below `threshold` health a world boss switches to these str and def. */
export interface Desperation {
  threshold: number;
  str: number;
  def: number;
}

export interface Boss {
  hp: number;
  /** Default 1. */
  str: number;
  /** Default 1. */
  def: number;
  rage?: Rage;
  desperation?: Desperation;
}

/** Collect goals: item key -> how many the party must find. */
export type CollectGoals = Readonly<Record<string, number>>;

export const questDropTypes = [
  'quests',
  'gear',
  'food',
  'hatchingPotions',
  'eggs',
  'mounts',
  'pets',
] as const;

export type QuestDropType = (typeof questDropTypes)[number];

/** One dropped item. Identical entries repeat: three Wolf eggs are three entries. */
export interface QuestDropItem {
  type: QuestDropType;
  key: string;
  /** Only the quest owner receives it (follow-up scrolls of a chain). */
  onlyOwner?: boolean;
}

export interface QuestDrop {
  items: readonly QuestDropItem[];
  gp: number;
  exp: number;
  /** The drop unlocks buying its egg or potion in the market (text key in the text tables). */
  unlock?: boolean;
}

export type UnlockCondition =
  { condition: 'login incentive'; incentiveThreshold: number } | { condition: 'party invite' };

export interface Quest {
  key: string;
  category: QuestCategory;
  /** Price in gems (0 for quests that are never sold for gems). */
  value: number;
  /** Price in gold for gold-category quests (200 to 700). */
  goldValue?: number;
  /** Required level, if any. */
  lvl?: number;
  canBuy: boolean;
  boss?: Boss;
  collect?: CollectGoals;
  drop: QuestDrop;
  /** The chain quest before this one. */
  previous?: string;
  /** Every quest that must be completed first. */
  prereqQuests?: readonly string[];
  unlockCondition?: UnlockCondition;
  /** Seasonal quests are sold only by the seasonal shop during their season. */
  season?: 'winter' | 'spring';
  /** Key of the completion text in `questCompletionText` (the quest key itself). */
  completion: string;
  /** World quests: a tavern chat message is posted on victory (`questCompletionChatText`). */
  hasCompletionChat?: boolean;
  /** The Dysheartener's four theme colours. */
  colors?: { dark: string; medium: string; light: string; extralight: string };
}

/** A discounted set of three quest scrolls. */
export interface QuestBundle {
  key: string;
  bundleKeys: readonly [string, string, string];
  type: 'quests';
  value: number;
}
