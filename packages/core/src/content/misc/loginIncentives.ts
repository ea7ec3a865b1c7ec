// Check-in (login-incentive) rewards by check-in count. The counter rises by one at each cron;
// counts above MAX_INCENTIVES award nothing. Every count from 1 to 500 has an entry linking to the
// previous and next count that carries a reward.

export const MAX_INCENTIVES = 500;

export type IncentiveRewardType =
  'gear' | 'backgrounds' | 'hatchingPotions' | 'food' | 'eggs' | 'quests' | 'achievement';

export interface IncentiveReward {
  type: IncentiveRewardType;
  key: string;
  count: number;
}

export interface LoginIncentive {
  /** The check-in count this entry is for (1–500). */
  count: number;
  /** Empty on counts without a reward. */
  rewards: readonly IncentiveReward[];
  /** The previous count with a reward, or null before the first. */
  prevRewardKey: number | null;
  /** The next count with a reward, or null after the last. */
  nextRewardKey: number | null;
}

const DROP_EGGS = [
  'BearCub',
  'Cactus',
  'Dragon',
  'FlyingPig',
  'Fox',
  'LionCub',
  'PandaCub',
  'TigerCub',
  'Wolf',
];
const STANDARD_POTIONS = [
  'Base',
  'CottonCandyBlue',
  'CottonCandyPink',
  'Desert',
  'Golden',
  'Red',
  'Shade',
  'Skeleton',
  'White',
  'Zombie',
];
const FOODS = [
  'Meat',
  'CottonCandyBlue',
  'CottonCandyPink',
  'Potatoe',
  'Honey',
  'Strawberry',
  'Chocolate',
  'Fish',
  'Milk',
  'RottenMeat',
];
/** The check-in colours of day 2 (violet is the free default and not part of the reward). */
const CHECK_IN_BACKGROUNDS = ['blue', 'green', 'purple', 'red', 'yellow'];
const ROYAL_PURPLE_DAYS = [
  4, 10, 26, 35, 45, 55, 65, 75, 85, 95, 105, 115, 125, 135, 145, 160, 180, 200,
];

const each = (type: IncentiveRewardType, keys: readonly string[], count = 1): IncentiveReward[] =>
  keys.map((key) => ({ type, key, count }));
const gear = (...keys: string[]) => each('gear', keys);
const food = (...keys: string[]) => each('food', keys);
const quest = (key: string) => each('quests', [key]);
const saddles = (count: number) => each('food', ['Saddle'], count);

/** The counts that carry a reward, with what they give. */
export const incentiveRewardsByCount: Readonly<Record<number, readonly IncentiveReward[]>> = {
  ...Object.fromEntries(
    ROYAL_PURPLE_DAYS.map((day) => [day, each('hatchingPotions', ['RoyalPurple'])]),
  ),
  1: gear('armor_special_bardRobes'),
  2: each('backgrounds', CHECK_IN_BACKGROUNDS),
  3: gear('head_special_bardHat'),
  5: food('Chocolate', 'Meat', 'CottonCandyPink'),
  7: quest('moon1'),
  14: food('Strawberry', 'Potatoe', 'CottonCandyBlue'),
  18: gear('weapon_special_bardInstrument'),
  22: quest('moon2'),
  30: food('Fish', 'Milk', 'RottenMeat', 'Honey'),
  40: quest('moon3'),
  50: saddles(1),
  60: gear('armor_special_pageArmor'),
  70: gear('head_special_pageHelm'),
  80: gear('weapon_special_pageBanner'),
  90: gear('shield_special_diamondStave'),
  100: saddles(1),
  110: each('eggs', DROP_EGGS),
  120: each('hatchingPotions', STANDARD_POTIONS),
  130: each('food', FOODS, 3),
  140: gear('weapon_special_skeletonKey', 'shield_special_lootBag'),
  150: gear('head_special_clandestineCowl', 'armor_special_sneakthiefRobes'),
  170: gear('head_special_snowSovereignCrown', 'armor_special_snowSovereignRobes'),
  190: gear('shield_special_wintryMirror', 'back_special_snowdriftVeil'),
  220: saddles(1),
  240: gear('weapon_special_nomadsScimitar', 'armor_special_nomadsCuirass'),
  260: gear('head_special_spikedHelm'),
  280: each('food', FOODS, 3),
  300: each('eggs', DROP_EGGS, 2),
  320: gear('head_special_dandyHat'),
  340: gear('weapon_special_fencingFoil', 'armor_special_dandySuit'),
  360: saddles(2),
  380: each('eggs', DROP_EGGS, 3),
  400: each('food', FOODS, 4),
  425: saddles(3),
  450: gear('weapon_special_tachi', 'armor_special_samuraiArmor'),
  475: gear('head_special_kabuto', 'shield_special_wakizashi'),
  500: each('achievement', ['royallyLoyal']),
};

/** The counts with a reward, ascending. */
export const incentiveRewardCounts: readonly number[] = Object.keys(incentiveRewardsByCount)
  .map(Number)
  .sort((a, b) => a - b);

/** Every count 1–500 with its rewards and its links to the neighbouring reward counts. */
export const loginIncentives: readonly LoginIncentive[] = Array.from(
  { length: MAX_INCENTIVES },
  (_, index) => {
    const count = index + 1;
    return {
      count,
      rewards: incentiveRewardsByCount[count] ?? [],
      prevRewardKey: incentiveRewardCounts.filter((day) => day < count).at(-1) ?? null,
      nextRewardKey: incentiveRewardCounts.find((day) => day > count) ?? null,
    };
  },
);

/** The entry for a check-in count, or undefined outside 1–500 (nothing is awarded then). */
export function loginIncentiveAt(count: number): LoginIncentive | undefined {
  return Number.isInteger(count) ? loginIncentives[count - 1] : undefined;
}

/** Gear keys the rewards name, for cross-checking against the gear catalogue. */
export const incentiveGearKeys: readonly string[] = incentiveRewardCounts.flatMap((count) =>
  (incentiveRewardsByCount[count] ?? [])
    .filter((reward) => reward.type === 'gear')
    .map((reward) => reward.key),
);
