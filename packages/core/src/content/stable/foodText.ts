// English text of the food. Our own wording.
import type { TextTable } from '../contentText.ts';
import { foods } from './food.ts';

const regularNames: Readonly<Record<string, string>> = {
  Meat: 'Meat',
  Milk: 'Milk',
  Potatoe: 'Potato',
  Strawberry: 'Strawberry',
  Chocolate: 'Chocolate',
  Fish: 'Fish',
  RottenMeat: 'Rotten Meat',
  CottonCandyPink: 'Pink Candy Floss',
  CottonCandyBlue: 'Blue Candy Floss',
  Honey: 'Honey',
  Saddle: 'Saddle',
};

const colourNames: Readonly<Record<string, string>> = {
  Base: 'Plain',
  White: 'Vanilla',
  Desert: 'Sandy',
  Red: 'Cherry',
  Shade: 'Dark Chocolate',
  Skeleton: 'Bone-White',
  Zombie: 'Mouldy',
  CottonCandyPink: 'Pink',
  CottonCandyBlue: 'Blue',
  Golden: 'Honey',
};

const familyNames: Readonly<Record<string, string>> = { Cake: 'Cake', Candy: 'Sweet', Pie: 'Pie' };

function foodName(key: string): string {
  const [family, colour] = key.split('_');
  if (colour === undefined || family === undefined) return regularNames[key] ?? key;
  return `${colourNames[colour] ?? colour} ${familyNames[family] ?? family}`;
}

function foodNotes(key: string): string {
  if (key === 'Saddle') return 'Throw it over a pet and it grows into a mount at once.';
  return 'Feed it to a pet to help it grow; pets of the matching colour love it most.';
}

export const foodText: TextTable = Object.fromEntries(
  foods.map((food) => [food.key, { text: foodName(food.key), notes: foodNotes(food.key) }]),
);
