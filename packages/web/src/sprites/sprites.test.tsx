// Issue 9: every key a player can own has a picture, and no two pets look the same.
import { CATALOGUE, itemsByKey } from '@questlog/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EGG_SHAPES } from './creatureShapes.ts';
import { spriteDrawing, type SpriteKind } from './spriteArt.tsx';

function keysOf<T>(family: { items: readonly T[]; keyOf: (item: T) => string }): string[] {
  return family.items.map((item) => family.keyOf(item));
}

const ownable: [SpriteKind, string[]][] = [
  ['gear', keysOf(CATALOGUE.gear)],
  ['egg', keysOf(CATALOGUE.eggs)],
  ['potion', keysOf(CATALOGUE.hatchingPotions)],
  ['food', keysOf(CATALOGUE.food)],
  ['pet', keysOf(CATALOGUE.pets)],
  ['mount', keysOf(CATALOGUE.mounts)],
  ['quest', keysOf(CATALOGUE.quests)],
  ['background', keysOf(CATALOGUE.backgrounds)],
  ['customization', keysOf(CATALOGUE.customizations)],
  ['card', keysOf(CATALOGUE.cards)],
  ['special', keysOf(CATALOGUE.special)],
];

/** The drawing alone: the shapes inside the picture, without any name. */
const drawn = (kind: SpriteKind, key: string) => renderToStaticMarkup(spriteDrawing(kind, key));

describe('sprites over the whole catalogue', () => {
  it.each(ownable)('every %s key draws a picture', (kind, keys) => {
    expect(keys.length).toBeGreaterThan(0);
    const blank = keys.filter((key) => !/<(path|circle|ellipse|rect)\b/.test(drawn(kind, key)));
    expect(blank).toEqual([]);
  });

  it('draws no two pets alike (1190 pets, each its own markup)', () => {
    const pets = keysOf(CATALOGUE.pets);
    const byPicture = new Map<string, string>();
    const clashes: string[] = [];
    for (const key of pets) {
      const picture = drawn('pet', key);
      const other = byPicture.get(picture);
      if (other) clashes.push(`${other} = ${key}`);
      byPicture.set(picture, key);
    }
    expect(clashes).toEqual([]);
    expect(byPicture.size).toBe(pets.length);
  });

  it('draws no two mounts alike, and a mount differs from its pet', () => {
    const mounts = keysOf(CATALOGUE.mounts);
    expect(new Set(mounts.map((key) => drawn('mount', key))).size).toBe(mounts.length);
    expect(drawn('mount', 'Wolf-Base')).not.toBe(drawn('pet', 'Wolf-Base'));
  });

  it('gives every egg of the stable, special animals included, a shape of its own', () => {
    const eggsOfAnimals = new Set(
      [...CATALOGUE.pets.items, ...CATALOGUE.mounts.items].map((animal) => animal.egg),
    );
    const missing = [...eggsOfAnimals].filter((egg) => EGG_SHAPES[egg] === undefined);
    expect(missing).toEqual([]);
    const codes = Object.values(EGG_SHAPES);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('knows the catalogue items it names', () => {
    expect(itemsByKey(CATALOGUE.pets).has('Wolf-Base')).toBe(true);
  });
});
