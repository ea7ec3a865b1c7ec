// Hatching potions: 10 standard potions priced by rarity, premium potions (limited to their event,
// or sold once their quest is done) and wacky potions (pets only). Premium and wacky potions all
// cost 2 gems.
import type { HatchingPotion } from './types.ts';

// Standard potion -> price in gems, commonest drop first: the dearer the potion, the rarer it drops
// (docs/game-rules.md#critical-hits-and-drops).
const standardPotionValues = {
  Base: 2,
  White: 2,
  Desert: 2,
  Red: 3,
  Shade: 3,
  Skeleton: 3,
  Zombie: 4,
  CottonCandyPink: 4,
  CottonCandyBlue: 4,
  Golden: 5,
} as const satisfies Record<string, number>;

export type StandardPotionKey = keyof typeof standardPotionValues;
export const STANDARD_POTION_KEYS = Object.keys(standardPotionValues) as StandardPotionKey[];

export const PREMIUM_POTION_VALUE = 2;

// Premium potions sold only during their event (the shop's monthly release).
const eventPremiumPotionKeys = [
  'RoyalPurple',
  'Cupid',
  'Shimmer',
  'Fairy',
  'Floral',
  'Aquatic',
  'Ember',
  'Thunderstorm',
  'Spooky',
  'Ghost',
  'Holly',
  'Peppermint',
  'StarryNight',
  'Rainbow',
  'Glass',
  'Glow',
  'Frost',
  'IcySnow',
  'RoseQuartz',
  'Celestial',
  'Sunshine',
  'Watery',
  'Shadow',
  'Aurora',
  'BirchBark',
  'SandSculpture',
  'Vampire',
  'AutumnLeaf',
  'StainedGlass',
  'PolkaDot',
  'Sunset',
  'Moonglow',
  'Porcelain',
  'Koi',
  'RoseGold',
] as const;

// Premium potions dropped by potion quests and time-traveller quests: sold once that quest is done.
const questPotionUnlocks = {
  Bronze: 'bronze',
  Silver: 'silver',
  Amber: 'amber',
  Ruby: 'ruby',
  Fluorite: 'fluorite',
  Windup: 'windup',
  Turquoise: 'turquoise',
  BlackPearl: 'blackPearl',
  MossyStone: 'stone',
  SolarSystem: 'solarSystem',
  Onyx: 'onyx',
  PinkMarble: 'pinkMarble',
  Jade: 'jade',
  Opal: 'opal',
} as const satisfies Record<string, string>;

// Wacky potions: pets only, never mounts. Some are quest rewards (April Fools quests).
const wackyPotionUnlocks = {
  Veggie: null,
  Dessert: 'waffle',
  VirtualPet: 'virtualpet',
  TeaShop: null,
  Fungi: 'fungi',
  Cryptid: null,
} as const satisfies Record<string, string | null>;

export type EventPremiumPotionKey = (typeof eventPremiumPotionKeys)[number];
export type QuestPotionKey = keyof typeof questPotionUnlocks;
export type PremiumPotionKey = EventPremiumPotionKey | QuestPotionKey;
export type WackyPotionKey = keyof typeof wackyPotionUnlocks;
export type PotionKey = StandardPotionKey | PremiumPotionKey | WackyPotionKey;

export const QUEST_POTION_KEYS = Object.keys(questPotionUnlocks) as QuestPotionKey[];
export const WACKY_POTION_KEYS = Object.keys(wackyPotionUnlocks) as WackyPotionKey[];

export const standardPotions: readonly HatchingPotion[] = STANDARD_POTION_KEYS.map((key) => ({
  key,
  set: 'standard',
  value: standardPotionValues[key],
  limited: false,
  purchase: { kind: 'always' },
}));

export const premiumPotions: readonly HatchingPotion[] = [
  ...eventPremiumPotionKeys.map((key): HatchingPotion => ({
    key,
    set: 'premium',
    value: PREMIUM_POTION_VALUE,
    limited: true,
    purchase: { kind: 'event' },
  })),
  ...QUEST_POTION_KEYS.map((key): HatchingPotion => ({
    key,
    set: 'premium',
    value: PREMIUM_POTION_VALUE,
    limited: true,
    purchase: { kind: 'afterQuest', questKeys: [questPotionUnlocks[key]] },
  })),
];

export const wackyPotions: readonly HatchingPotion[] = WACKY_POTION_KEYS.map((key) => {
  const questKey = wackyPotionUnlocks[key];
  return {
    key,
    set: 'wacky',
    value: PREMIUM_POTION_VALUE,
    limited: true,
    purchase: questKey === null ? { kind: 'event' } : { kind: 'afterQuest', questKeys: [questKey] },
  };
});

export const hatchingPotions: readonly HatchingPotion[] = [
  ...standardPotions,
  ...premiumPotions,
  ...wackyPotions,
];

/** Every quest key a potion refers to, for cross-checking against the quest catalogue. */
export const POTION_QUEST_KEYS: readonly string[] = hatchingPotions.flatMap((potion) =>
  potion.purchase.kind === 'afterQuest' ? potion.purchase.questKeys : [],
);
