// Food: ten regular foods, each liked by one standard potion colour; the Saddle, which turns a pet
// into a mount at once; and the seasonal cakes, candies and pies, one per colour, sold and dropped
// only in their season.
import { STANDARD_POTION_KEYS, type StandardPotionKey } from './hatchingPotions.ts';
import type { Food, FoodSeason } from './types.ts';

/** Price in gems of every food but the Saddle (the original's default). */
export const FOOD_VALUE = 1;
export const SADDLE_VALUE = 5;

// Regular food -> the potion colour that likes it.
const regularFoodTargets = {
  Meat: 'Base',
  Milk: 'White',
  Potatoe: 'Desert',
  Strawberry: 'Red',
  Chocolate: 'Shade',
  Fish: 'Skeleton',
  RottenMeat: 'Zombie',
  CottonCandyPink: 'CottonCandyPink',
  CottonCandyBlue: 'CottonCandyBlue',
  Honey: 'Golden',
} as const satisfies Record<string, StandardPotionKey>;

export type RegularFoodKey = keyof typeof regularFoodTargets;
export const REGULAR_FOOD_KEYS = Object.keys(regularFoodTargets) as RegularFoodKey[];

// Seasonal food family -> the food season it belongs to; keys are `<Family>_<Colour>`.
const seasonalFamilies = { Cake: 'Cake', Candy: 'Candy', Pie: 'Pie' } as const satisfies Record<
  string,
  FoodSeason
>;
export type SeasonalFoodFamily = keyof typeof seasonalFamilies;
export const SEASONAL_FOOD_FAMILIES = Object.keys(seasonalFamilies) as SeasonalFoodFamily[];

export const regularFoods: readonly Food[] = REGULAR_FOOD_KEYS.map((key) => ({
  key,
  value: FOOD_VALUE,
  target: regularFoodTargets[key],
  season: 'Normal',
  canDrop: true,
}));

export const saddle: Food = {
  key: 'Saddle',
  value: SADDLE_VALUE,
  target: null,
  season: null,
  canDrop: false,
};

export const seasonalFoods: readonly Food[] = SEASONAL_FOOD_FAMILIES.flatMap((family) =>
  STANDARD_POTION_KEYS.map((colour): Food => ({
    key: `${family}_${colour}`,
    value: FOOD_VALUE,
    target: colour,
    season: seasonalFamilies[family],
    canDrop: true,
  })),
);

export const foods: readonly Food[] = [...regularFoods, saddle, ...seasonalFoods];

/** Whether a food is sold now: the Saddle always, other food only in its season. */
export function isFoodInSeason(food: Food, currentSeason: FoodSeason): boolean {
  return food.season === null || food.season === currentSeason;
}
