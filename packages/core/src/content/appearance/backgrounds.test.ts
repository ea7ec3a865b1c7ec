import { describe, expect, it } from 'vitest';
import {
  backgrounds,
  backgroundSetKey,
  checkInOnlyBackgrounds,
  customizationByPath,
  customizationsInSet,
  inventedBackgroundKeys,
  monthlyBackgroundSets,
  releasedBackgroundSets,
} from './index.ts';

describe('backgrounds', () => {
  it('has one set per month from 062014 to 112025', () => {
    expect(monthlyBackgroundSets.length).toBe(138);
    expect(monthlyBackgroundSets[0]?.key).toBe('backgrounds062014');
    expect(monthlyBackgroundSets.at(-1)?.key).toBe('backgrounds112025');
    for (const set of monthlyBackgroundSets) {
      expect(set.key).toMatch(/^backgrounds(0[1-9]|1[0-2])20(1[4-9]|2[0-5])$/);
      expect(set.setPrice).toBe(15);
      expect(customizationsInSet(set.key).length, set.key).toBeGreaterThanOrEqual(1);
    }
  });

  it('prices every monthly background at 7 gems', () => {
    for (const set of monthlyBackgroundSets) {
      for (const item of customizationsInSet(set.key)) {
        expect([item.price, item.currency]).toEqual([7, 'gems']);
      }
    }
  });

  it.each([
    ['beach', 'backgrounds062014', 7, 'gems'],
    ['fairy_ring', 'backgrounds062014', 7, 'gems'],
    ['forest', 'backgrounds062014', 7, 'gems'],
    ['tavern', 'backgrounds092015', 7, 'gems'],
    ['cozy_cider_cellar', 'backgrounds112025', 7, 'gems'],
    ['birthday_bash', 'eventBackgrounds', 0, 'gems'],
    ['airship', 'timeTravelBackgrounds', 1, 'hourglasses'],
    ['clocktower', 'timeTravelBackgrounds', 1, 'hourglasses'],
    ['steamworks', 'timeTravelBackgrounds', 1, 'hourglasses'],
    ['violet', 'incentiveBackgrounds', 7, 'loginIncentive'],
    ['yellow', 'incentiveBackgrounds', 7, 'loginIncentive'],
  ])('%s is in %s at %i %s', (key, set, price, currency) => {
    const item = customizationByPath(`background.${key}`);
    expect(item?.set).toBe(set);
    expect(item?.price).toBe(price);
    expect(item?.currency).toBe(currency);
  });

  it('has the six check-in colours, five of them only through check-ins', () => {
    expect(customizationsInSet('incentiveBackgrounds').map((item) => item.key)).toEqual([
      'violet',
      'blue',
      'green',
      'purple',
      'red',
      'yellow',
    ]);
    expect(checkInOnlyBackgrounds).toEqual(['blue', 'green', 'purple', 'red', 'yellow']);
  });

  it('lists invented keys that are real backgrounds', () => {
    const keys = backgrounds.map((item) => item.key);
    for (const key of inventedBackgroundKeys) expect(keys).toContain(key);
  });

  it('formats set keys and counts released sets', () => {
    expect(backgroundSetKey(2014, 6)).toBe('backgrounds062014');
    expect(backgroundSetKey(2025, 11)).toBe('backgrounds112025');
    expect(releasedBackgroundSets(2014, 12).length).toBe(7);
    expect(releasedBackgroundSets(2014, 5).length).toBe(0);
    expect(releasedBackgroundSets(2026, 1).length).toBe(138);
  });
});
