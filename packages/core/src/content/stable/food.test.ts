import { describe, expect, it } from 'vitest';
import {
  REGULAR_FOOD_KEYS,
  STANDARD_POTION_KEYS,
  foodText,
  foods,
  foodsByKey,
  isFoodInSeason,
  seasonalFoods,
} from './index.ts';

describe('food', () => {
  it.each([
    ['Meat', 'Base'],
    ['Milk', 'White'],
    ['Potatoe', 'Desert'],
    ['Strawberry', 'Red'],
    ['Chocolate', 'Shade'],
    ['Fish', 'Skeleton'],
    ['RottenMeat', 'Zombie'],
    ['CottonCandyPink', 'CottonCandyPink'],
    ['CottonCandyBlue', 'CottonCandyBlue'],
    ['Honey', 'Golden'],
  ])('%s is liked by %s, worth 1, and drops in the normal season', (key, target) => {
    expect(foodsByKey[key]).toEqual({ key, value: 1, target, season: 'Normal', canDrop: true });
  });

  it('has 10 regular foods', () => {
    expect(REGULAR_FOOD_KEYS).toHaveLength(10);
  });

  it('has a Saddle worth 5 that is always sold and never drops', () => {
    expect(foodsByKey['Saddle']).toEqual({
      key: 'Saddle',
      value: 5,
      target: null,
      season: null,
      canDrop: false,
    });
    expect(isFoodInSeason(foodsByKey['Saddle']!, 'Candy')).toBe(true);
  });

  it('has a cake, a candy and a pie for every standard colour, worth 1, in their season', () => {
    expect(seasonalFoods).toHaveLength(30);
    for (const family of ['Cake', 'Candy', 'Pie'] as const) {
      for (const colour of STANDARD_POTION_KEYS) {
        const food = foodsByKey[`${family}_${colour}`];
        expect(food).toEqual({
          key: `${family}_${colour}`,
          value: 1,
          target: colour,
          season: family,
          canDrop: true,
        });
      }
    }
  });

  it.each([
    ['Meat', 'Normal', true],
    ['Meat', 'Cake', false],
    ['Cake_Red', 'Cake', true],
    ['Cake_Red', 'Normal', false],
    ['Pie_Golden', 'Pie', true],
    ['Candy_Shade', 'Pie', false],
  ] as const)('%s is in season during %s: %s', (key, season, expected) => {
    expect(isFoodInSeason(foodsByKey[key]!, season)).toBe(expected);
  });

  it('has no duplicate keys and text for every food', () => {
    expect(new Set(foods.map((f) => f.key)).size).toBe(foods.length);
    expect(Object.keys(foodText).sort()).toEqual(foods.map((f) => f.key).sort());
    expect(foodText['Cake_Red']?.text).toBe('Cherry Cake');
    expect(foodText['Potatoe']?.text).toBe('Potato');
  });
});
