// World bosses: fought by everyone in the tavern, never sold. Rage strikes shop areas in the listed
// order; each drops a pet, its mount and one of each food.
import { boss } from './build.ts';
import type { Boss, Quest, QuestDropItem } from './types.ts';

const regularFoods = [
  'Meat',
  'Milk',
  'Potatoe',
  'Strawberry',
  'Chocolate',
  'Fish',
  'RottenMeat',
  'CottonCandyPink',
  'CottonCandyBlue',
  'Honey',
];

const colours = [
  'Base',
  'White',
  'Desert',
  'Red',
  'Shade',
  'Skeleton',
  'Zombie',
  'CottonCandyPink',
  'CottonCandyBlue',
  'Golden',
];

function food(keys: readonly string[]): QuestDropItem[] {
  return keys.map((key) => ({ type: 'food', key }));
}

function worldQuest(
  key: string,
  worldBoss: Boss,
  mascot: string,
  foods: readonly string[],
  hasCompletionChat: boolean,
): Quest {
  return {
    key,
    category: 'world',
    value: 0,
    canBuy: false,
    boss: worldBoss,
    drop: {
      items: [{ type: 'pets', key: mascot }, { type: 'mounts', key: mascot }, ...food(foods)],
      gp: 0,
      exp: 0,
    },
    hasCompletionChat,
    completion: key,
  };
}

export const worldQuests: readonly Quest[] = [
  worldQuest(
    'bewilder',
    boss(20_000_000, 1, { rage: { value: 800_000, areas: ['bailey', 'stables', 'market'] } }),
    'MagicalBee-Base',
    regularFoods,
    true,
  ),
  worldQuest(
    'burnout',
    boss(11_000_000, 2.5, {
      rage: { value: 1_000_000, areas: ['quests', 'seasonalShop', 'tavern'] },
    }),
    'Phoenix-Base',
    colours.map((colour) => `Candy_${colour}`),
    true,
  ),
  worldQuest(
    'dilatory',
    boss(5_000_000, 1, { rage: { value: 4_000_000, areas: ['tavern', 'stables', 'market'] } }),
    'MantisShrimp-Base',
    regularFoods,
    false,
  ),
  {
    ...worldQuest(
      'dysheartener',
      boss(17_000_000, 1.25, {
        rage: { value: 500_000, areas: ['seasonalShop', 'market', 'quests'] },
      }),
      'Hippogriff-Hopeful',
      [
        'Cake_Base',
        'Candy_White',
        'Cake_Desert',
        'Candy_Red',
        'Cake_Shade',
        'Candy_Skeleton',
        'Cake_Zombie',
        'Candy_CottonCandyPink',
        'Candy_CottonCandyBlue',
        'Cake_Golden',
      ],
      true,
    ),
    colors: { dark: '#410F2A', medium: '#5C1130', light: '#931F4D', extralight: '#DC4069' },
  },
  worldQuest(
    'stressbeast',
    boss(2_750_000, 1, {
      rage: {
        value: 1_450_000,
        effect: { kind: 'healing', amount: 0.3 },
        areas: ['stables', 'bailey', 'guide'],
      },
      desperation: { threshold: 500_000, str: 3.5, def: 2 },
    }),
    'Mammoth-Base',
    regularFoods,
    true,
  ),
];
