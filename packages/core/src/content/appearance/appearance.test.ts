import { describe, expect, it } from 'vitest';
import {
  APPEARANCE_SET_PRICE,
  BACKGROUND_PRICE,
  BACKGROUND_SET_PRICE,
  customizationByPath,
  customizations,
  customizationSets,
  customizationsInSet,
  customizationText,
  SET_ITEM_PRICE,
  TIME_TRAVEL_BACKGROUND_PRICE,
} from './index.ts';

describe('customisation catalogue', () => {
  it('has unique unlock paths and unique set keys', () => {
    const paths = customizations.map((item) => item.path);
    expect(new Set(paths).size).toBe(paths.length);
    const sets = customizationSets.map((set) => set.key);
    expect(new Set(sets).size).toBe(sets.length);
  });

  it('has English text for every option and every set', () => {
    for (const item of customizations) expect(customizationText[item.path]?.text).toBeTruthy();
    for (const set of customizationSets)
      expect(customizationText[`set.${set.key}`]?.text).toBeTruthy();
  });

  it('puts every option in a known set of its own kind, and no set is empty', () => {
    const setsByKey = new Map(customizationSets.map((set) => [set.key, set]));
    for (const item of customizations) {
      if (item.set === undefined) continue;
      // facialHair holds beards and moustaches, so compare the top-level kind
      const family = (kind: string | undefined) => kind?.split('.')[0];
      expect(family(setsByKey.get(item.set)?.kind)).toBe(family(item.kind));
    }
    for (const set of customizationSets) {
      expect(customizationsInSet(set.key).length, set.key).toBeGreaterThan(0);
    }
  });

  it('states the customisation prices in gems', () => {
    expect([SET_ITEM_PRICE, APPEARANCE_SET_PRICE]).toEqual([2, 5]);
    expect([BACKGROUND_PRICE, BACKGROUND_SET_PRICE, TIME_TRAVEL_BACKGROUND_PRICE]).toEqual([
      7, 15, 1,
    ]);
    for (const item of customizations.filter((option) => option.kind !== 'background')) {
      expect(item.price).toBe(item.set === undefined ? 0 : 2);
    }
    for (const set of customizationSets.filter((option) => option.kind !== 'background')) {
      expect(set.setPrice).toBe(5);
    }
  });

  it.each([
    ['hair.color.white', 0, undefined],
    ['hair.color.rainbow', 2, 'rainbowHairColors'],
    ['hair.color.TRUred', 2, 'rainbowHairColors'],
    ['hair.base.3', 0, undefined],
    ['hair.base.2', 2, 'baseHair1'],
    ['hair.base.20', 2, 'baseHair3'],
    ['hair.beard.1', 2, 'facialHair'],
    ['hair.mustache.2', 2, 'facialHair'],
    ['hair.flower.16', 0, undefined],
    ['skin.ddc994', 0, undefined],
    ['skin.wolf', 2, 'animalSkins'],
    ['shirt.zombie', 2, 'specialShirts'],
    ['size.broad', 0, undefined],
    ['chair.handleless_red', 0, undefined],
  ])('%s costs %i gems in set %s', (path, price, set) => {
    const item = customizationByPath(path);
    expect(item?.price).toBe(price);
    expect(item?.set).toBe(set);
    expect(item?.currency).toBe('gems');
  });

  it.each([
    ['hair.color', 5, 39],
    ['hair.base', 3, 21],
    ['hair.bangs', 5, 5],
    ['hair.flower', 17, 17],
    ['hair.beard', 1, 4],
    ['hair.mustache', 1, 3],
    ['skin', 8, 62],
    ['shirt', 6, 17],
    ['size', 2, 2],
    ['chair', 13, 13],
  ])('%s has %i free options of %i', (kind, free, total) => {
    const ofKind = customizations.filter((item) => item.kind === kind);
    expect(ofKind.length).toBe(total);
    expect(ofKind.filter((item) => item.price === 0).length).toBe(free);
  });
});
