import { describe, expect, it } from 'vitest';
import {
  incentiveGearKeys,
  incentiveRewardCounts,
  loginIncentiveAt,
  loginIncentives,
  loginIncentiveText,
  MAX_INCENTIVES,
} from './index.ts';

const eggs = 'BearCub Cactus Dragon FlyingPig Fox LionCub PandaCub TigerCub Wolf';
const potions =
  'Base CottonCandyBlue CottonCandyPink Desert Golden Red Shade Skeleton White Zombie';
const foods =
  'Meat CottonCandyBlue CottonCandyPink Potatoe Honey Strawberry Chocolate Fish Milk RottenMeat';
const purple = 'hatchingPotions:RoyalPurple';
const many = (type: string, keys: string, count = 1) =>
  keys
    .split(' ')
    .map((key) => `${type}:${key}${count > 1 ? `x${count}` : ''}`)
    .join(' ');

// The whole table: count → rewards as `type:key` (xN when more than one).
const expected: Record<number, string> = {
  1: 'gear:armor_special_bardRobes',
  2: 'backgrounds:blue backgrounds:green backgrounds:purple backgrounds:red backgrounds:yellow',
  3: 'gear:head_special_bardHat',
  4: purple,
  5: 'food:Chocolate food:Meat food:CottonCandyPink',
  7: 'quests:moon1',
  10: purple,
  14: 'food:Strawberry food:Potatoe food:CottonCandyBlue',
  18: 'gear:weapon_special_bardInstrument',
  22: 'quests:moon2',
  26: purple,
  30: 'food:Fish food:Milk food:RottenMeat food:Honey',
  35: purple,
  40: 'quests:moon3',
  45: purple,
  50: 'food:Saddle',
  55: purple,
  60: 'gear:armor_special_pageArmor',
  65: purple,
  70: 'gear:head_special_pageHelm',
  75: purple,
  80: 'gear:weapon_special_pageBanner',
  85: purple,
  90: 'gear:shield_special_diamondStave',
  95: purple,
  100: 'food:Saddle',
  105: purple,
  110: many('eggs', eggs),
  115: purple,
  120: many('hatchingPotions', potions),
  125: purple,
  130: many('food', foods, 3),
  135: purple,
  140: 'gear:weapon_special_skeletonKey gear:shield_special_lootBag',
  145: purple,
  150: 'gear:head_special_clandestineCowl gear:armor_special_sneakthiefRobes',
  160: purple,
  170: 'gear:head_special_snowSovereignCrown gear:armor_special_snowSovereignRobes',
  180: purple,
  190: 'gear:shield_special_wintryMirror gear:back_special_snowdriftVeil',
  200: purple,
  220: 'food:Saddle',
  240: 'gear:weapon_special_nomadsScimitar gear:armor_special_nomadsCuirass',
  260: 'gear:head_special_spikedHelm',
  280: many('food', foods, 3),
  300: many('eggs', eggs, 2),
  320: 'gear:head_special_dandyHat',
  340: 'gear:weapon_special_fencingFoil gear:armor_special_dandySuit',
  360: 'food:Saddlex2',
  380: many('eggs', eggs, 3),
  400: many('food', foods, 4),
  425: 'food:Saddlex3',
  450: 'gear:weapon_special_tachi gear:armor_special_samuraiArmor',
  475: 'gear:head_special_kabuto gear:shield_special_wakizashi',
  500: 'achievement:royallyLoyal',
};

const describeRewards = (count: number) =>
  (loginIncentiveAt(count)?.rewards ?? [])
    .map(({ type, key, count: n }) => `${type}:${key}${n > 1 ? `x${n}` : ''}`)
    .join(' ');

describe('login incentives', () => {
  it('has an entry for every count 1..500 and nothing beyond', () => {
    expect(MAX_INCENTIVES).toBe(500);
    expect(loginIncentives.map((entry) => entry.count)).toEqual(
      Array.from({ length: 500 }, (_, index) => index + 1),
    );
    expect(loginIncentiveAt(0)).toBeUndefined();
    expect(loginIncentiveAt(501)).toBeUndefined();
  });

  it.each(Array.from({ length: 500 }, (_, index) => index + 1))('count %i', (count) => {
    expect(describeRewards(count)).toBe(expected[count] ?? '');
  });

  it('links each entry to the previous and next reward count', () => {
    const rewardCounts = Object.keys(expected).map(Number);
    expect(incentiveRewardCounts).toEqual(rewardCounts);
    for (const entry of loginIncentives) {
      const prev = rewardCounts.filter((count) => count < entry.count).at(-1) ?? null;
      const next = rewardCounts.find((count) => count > entry.count) ?? null;
      expect([entry.prevRewardKey, entry.nextRewardKey], String(entry.count)).toEqual([prev, next]);
    }
    expect(loginIncentiveAt(1)).toMatchObject({ prevRewardKey: null, nextRewardKey: 2 });
    expect(loginIncentiveAt(6)).toMatchObject({ prevRewardKey: 5, nextRewardKey: 7 });
    expect(loginIncentiveAt(500)).toMatchObject({ prevRewardKey: 475, nextRewardKey: null });
  });

  it('has text for every reward count', () => {
    for (const count of incentiveRewardCounts) {
      expect(loginIncentiveText[`checkIn${count}`]?.text, String(count)).toBeTruthy();
    }
  });

  it('exports the gear keys it references, each once', () => {
    expect(incentiveGearKeys.length).toBe(25);
    expect(new Set(incentiveGearKeys).size).toBe(incentiveGearKeys.length);
    for (const key of incentiveGearKeys) {
      expect(key).toMatch(/^(weapon|armor|head|shield|back)_special_[a-zA-Z]+$/);
    }
  });
});
