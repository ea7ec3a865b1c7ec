// Earnable starter quests, seasonal quests and the time travelers' quests.
import { boss, rage, times } from './build.ts';
import type { Quest } from './types.ts';

/** Earned rather than bought: dustbunnies is a cheap first quest; basilist rewards inviting friends. */
export const earnableQuests: readonly Quest[] = [
  {
    key: 'dustbunnies',
    category: 'unlockable',
    value: 1,
    canBuy: true,
    boss: boss(100, 0.5),
    drop: { items: [], gp: 8, exp: 42 },
    completion: 'dustbunnies',
  },
  {
    key: 'basilist',
    category: 'unlockable',
    value: 0,
    canBuy: false,
    unlockCondition: { condition: 'party invite' },
    boss: boss(100, 0.5),
    drop: { items: [], gp: 8, exp: 42 },
    completion: 'basilist',
  },
];

/** Sold by the seasonal shop during their season only; canBuy is settled by the shop rotation. */
export const seasonalQuests: readonly Quest[] = [
  {
    key: 'evilsanta',
    category: 'pet',
    season: 'winter',
    value: 4,
    canBuy: false,
    boss: boss(300, 1),
    drop: { items: [{ type: 'mounts', key: 'BearCub-Polar' }], gp: 20, exp: 100 },
    completion: 'evilsanta',
  },
  {
    key: 'evilsanta2',
    category: 'pet',
    season: 'winter',
    value: 4,
    canBuy: false,
    collect: { tracks: 20, branches: 10 },
    drop: { items: [{ type: 'pets', key: 'BearCub-Polar' }], gp: 20, exp: 100 },
    completion: 'evilsanta2',
  },
  {
    key: 'egg',
    category: 'pet',
    season: 'spring',
    value: 1,
    canBuy: false,
    collect: { plainEgg: 40 },
    drop: { items: times(10, 'eggs', 'Egg'), gp: 0, exp: 0 },
    completion: 'egg',
  },
  {
    key: 'waffle',
    category: 'hatchingPotion',
    season: 'spring',
    value: 4,
    canBuy: false,
    boss: boss(500, 2, { rage: rage(50, 'progressDrain', 0.5) }),
    drop: { items: times(3, 'hatchingPotions', 'Dessert'), gp: 40, exp: 500, unlock: true },
    completion: 'waffle',
  },
  {
    key: 'virtualpet',
    category: 'hatchingPotion',
    season: 'spring',
    value: 4,
    canBuy: false,
    boss: boss(500, 2, { rage: rage(50, 'progressDrain', 0.5) }),
    drop: { items: times(3, 'hatchingPotions', 'VirtualPet'), gp: 40, exp: 500, unlock: true },
    completion: 'virtualpet',
  },
  {
    // The April Fools' quest of 2024 (calendar aprilFools2024); figures as its sibling quests.
    key: 'fungi',
    category: 'hatchingPotion',
    season: 'spring',
    value: 4,
    canBuy: false,
    boss: boss(500, 2, { rage: rage(50, 'progressDrain', 0.5) }),
    drop: { items: times(3, 'hatchingPotions', 'Fungi'), gp: 40, exp: 500, unlock: true },
    completion: 'fungi',
  },
];

/** Bought with hourglasses at the time travelers' shop (value 1 hourglass), never for gems. */
export const timeTravelerQuests: readonly Quest[] = [
  {
    key: 'robot',
    category: 'timeTravelers',
    value: 1,
    canBuy: false,
    collect: { bolt: 15, gear: 10, spring: 10 },
    drop: { items: times(3, 'eggs', 'Robot'), gp: 40, exp: 75, unlock: true },
    completion: 'robot',
  },
  {
    key: 'solarSystem',
    category: 'timeTravelers',
    value: 1,
    canBuy: false,
    boss: boss(1500, 2.5),
    drop: { items: times(3, 'hatchingPotions', 'SolarSystem'), gp: 90, exp: 900, unlock: true },
    completion: 'solarSystem',
  },
  {
    key: 'windup',
    category: 'timeTravelers',
    value: 1,
    canBuy: false,
    boss: boss(1000, 1),
    drop: { items: times(3, 'hatchingPotions', 'Windup'), gp: 50, exp: 425, unlock: true },
    completion: 'windup',
  },
];
