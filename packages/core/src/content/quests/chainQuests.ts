// The story chains unlocked by level or by login rewards. Each part needs the earlier parts done;
// atom, goldenknight, moonstone and vice hand the next scroll to the quest owner.
import { boss, nextScroll, times } from './build.ts';
import type { Quest } from './types.ts';

const unlockable = { category: 'unlockable', value: 4, canBuy: true } as const;

const atom: readonly Quest[] = [
  {
    ...unlockable,
    key: 'atom1',
    lvl: 15,
    collect: { soapBars: 20 },
    drop: { items: [nextScroll('atom2')], gp: 7, exp: 50 },
    completion: 'atom1',
  },
  {
    ...unlockable,
    key: 'atom2',
    lvl: 15,
    previous: 'atom1',
    prereqQuests: ['atom1'],
    boss: boss(300, 1),
    drop: { items: [nextScroll('atom3')], gp: 20, exp: 100 },
    completion: 'atom2',
  },
  {
    ...unlockable,
    key: 'atom3',
    lvl: 15,
    previous: 'atom2',
    prereqQuests: ['atom1', 'atom2'],
    boss: boss(800, 1.5),
    drop: {
      items: [{ type: 'gear', key: 'head_special_2' }, ...times(2, 'hatchingPotions', 'Base')],
      gp: 25,
      exp: 125,
    },
    completion: 'atom3',
  },
];

const goldenknight: readonly Quest[] = [
  {
    ...unlockable,
    key: 'goldenknight1',
    lvl: 40,
    collect: { testimony: 60 },
    drop: { items: [nextScroll('goldenknight2')], gp: 15, exp: 120 },
    completion: 'goldenknight1',
  },
  {
    ...unlockable,
    key: 'goldenknight2',
    lvl: 40,
    previous: 'goldenknight1',
    prereqQuests: ['goldenknight1'],
    boss: boss(1000, 3),
    drop: { items: [nextScroll('goldenknight3')], gp: 75, exp: 750 },
    completion: 'goldenknight2',
  },
  {
    ...unlockable,
    key: 'goldenknight3',
    lvl: 40,
    previous: 'goldenknight2',
    prereqQuests: ['goldenknight1', 'goldenknight2'],
    boss: boss(1700, 3.5),
    drop: {
      items: [
        ...times(3, 'food', 'Honey'),
        ...times(2, 'hatchingPotions', 'Golden'),
        { type: 'gear', key: 'shield_special_goldenknight' },
      ],
      gp: 900,
      exp: 1500,
    },
    completion: 'goldenknight3',
  },
];

// The moon chain has no level; its scrolls are login rewards at 7, 22 and 40 check-ins.
const moon: readonly Quest[] = [
  {
    ...unlockable,
    key: 'moon1',
    unlockCondition: { condition: 'login incentive', incentiveThreshold: 7 },
    collect: { shard: 20 },
    drop: { items: [{ type: 'gear', key: 'head_special_lunarWarriorHelm' }], gp: 7, exp: 50 },
    completion: 'moon1',
  },
  {
    ...unlockable,
    key: 'moon2',
    previous: 'moon1',
    prereqQuests: ['moon1'],
    unlockCondition: { condition: 'login incentive', incentiveThreshold: 22 },
    boss: boss(100, 1.5),
    drop: { items: [{ type: 'gear', key: 'armor_special_lunarWarriorArmor' }], gp: 37, exp: 275 },
    completion: 'moon2',
  },
  {
    ...unlockable,
    key: 'moon3',
    previous: 'moon2',
    prereqQuests: ['moon1', 'moon2'],
    unlockCondition: { condition: 'login incentive', incentiveThreshold: 40 },
    boss: boss(1000, 2),
    drop: { items: [{ type: 'gear', key: 'weapon_special_lunarScythe' }], gp: 67, exp: 650 },
    completion: 'moon3',
  },
];

const moonstone: readonly Quest[] = [
  {
    ...unlockable,
    key: 'moonstone1',
    lvl: 60,
    collect: { moonstone: 100 },
    drop: { items: [nextScroll('moonstone2')], gp: 50, exp: 100 },
    completion: 'moonstone1',
  },
  {
    ...unlockable,
    key: 'moonstone2',
    lvl: 60,
    previous: 'moonstone1',
    prereqQuests: ['moonstone1'],
    boss: boss(1500, 3),
    drop: { items: [nextScroll('moonstone3')], gp: 500, exp: 1000 },
    completion: 'moonstone2',
  },
  {
    ...unlockable,
    key: 'moonstone3',
    lvl: 60,
    previous: 'moonstone2',
    prereqQuests: ['moonstone1', 'moonstone2'],
    boss: boss(2000, 3.5),
    drop: {
      items: [
        { type: 'gear', key: 'armor_special_2' },
        ...times(5, 'food', 'RottenMeat'),
        ...times(3, 'hatchingPotions', 'Zombie'),
      ],
      gp: 900,
      exp: 1500,
    },
    completion: 'moonstone3',
  },
];

const vice: readonly Quest[] = [
  {
    ...unlockable,
    key: 'vice1',
    lvl: 30,
    boss: boss(750, 1.5),
    drop: { items: [nextScroll('vice2')], gp: 20, exp: 100 },
    completion: 'vice1',
  },
  {
    ...unlockable,
    key: 'vice2',
    lvl: 30,
    previous: 'vice1',
    prereqQuests: ['vice1'],
    collect: { lightCrystal: 30 },
    drop: { items: [nextScroll('vice3')], gp: 20, exp: 75 },
    completion: 'vice2',
  },
  {
    ...unlockable,
    key: 'vice3',
    lvl: 30,
    previous: 'vice2',
    prereqQuests: ['vice1', 'vice2'],
    boss: boss(1500, 3),
    drop: {
      items: [
        { type: 'gear', key: 'weapon_special_2' },
        ...times(2, 'eggs', 'Dragon'),
        ...times(2, 'hatchingPotions', 'Shade'),
      ],
      gp: 100,
      exp: 1000,
    },
    completion: 'vice3',
  },
];

export const chainQuests: readonly Quest[] = [
  ...atom,
  ...goldenknight,
  ...moon,
  ...moonstone,
  ...vice,
];
