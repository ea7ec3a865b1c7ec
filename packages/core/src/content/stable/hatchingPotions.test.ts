import { describe, expect, it } from 'vitest';
import {
  POTION_QUEST_KEYS,
  STANDARD_POTION_KEYS,
  hatchingPotions,
  hatchingPotionsByKey,
  potionText,
  premiumPotions,
  standardPotions,
  wackyPotions,
} from './index.ts';

describe('hatching potions', () => {
  it.each([
    ['Base', 2],
    ['White', 2],
    ['Desert', 2],
    ['Red', 3],
    ['Shade', 3],
    ['Skeleton', 3],
    ['Zombie', 4],
    ['CottonCandyPink', 4],
    ['CottonCandyBlue', 4],
    ['Golden', 5],
  ])('standard %s costs %i gems and is always sold', (key, value) => {
    expect(hatchingPotionsByKey[key]).toMatchObject({
      set: 'standard',
      value,
      limited: false,
      purchase: { kind: 'always' },
    });
  });

  it('has exactly 10 standard potions', () => {
    expect(standardPotions).toHaveLength(10);
    expect(STANDARD_POTION_KEYS).toHaveLength(10);
  });

  it('has about 45 premium potions, limited, at 2 gems, never sold at any time', () => {
    expect(premiumPotions.length).toBeGreaterThanOrEqual(45);
    for (const potion of premiumPotions) {
      expect(potion).toMatchObject({ value: 2, limited: true });
      expect(potion.purchase.kind).not.toBe('always');
    }
  });

  it.each([
    ['Bronze', 'bronze'],
    ['MossyStone', 'stone'],
    ['SolarSystem', 'solarSystem'],
    ['Windup', 'windup'],
    ['PinkMarble', 'pinkMarble'],
    ['BlackPearl', 'blackPearl'],
  ])('quest potion %s is sold after quest %s', (key, questKey) => {
    expect(hatchingPotionsByKey[key]?.purchase).toEqual({
      kind: 'afterQuest',
      questKeys: [questKey],
    });
  });

  it('has the 6 wacky potions at 2 gems', () => {
    expect(wackyPotions.map((p) => p.key)).toEqual([
      'Veggie',
      'Dessert',
      'VirtualPet',
      'TeaShop',
      'Fungi',
      'Cryptid',
    ]);
    for (const potion of wackyPotions) expect(potion.value).toBe(2);
  });

  it('has no duplicate keys', () => {
    expect(new Set(hatchingPotions.map((p) => p.key)).size).toBe(hatchingPotions.length);
  });

  it('collects the quest keys the potions refer to', () => {
    expect(POTION_QUEST_KEYS).toEqual(expect.arrayContaining(['stone', 'waffle', 'fungi']));
    expect(POTION_QUEST_KEYS).not.toContain(null);
  });

  it('names every potion', () => {
    expect(Object.keys(potionText).sort()).toEqual(hatchingPotions.map((p) => p.key).sort());
    expect(potionText['Red']?.text).toBe('Red');
    for (const potion of hatchingPotions) expect(potionText[potion.key]?.notes).toBeTruthy();
  });
});
