import { describe, expect, it } from 'vitest';
import {
  antidoteText,
  antidotes,
  antidotesByKey,
  classSpellText,
  classSpells,
  classSpellsByKey,
  spellsOfClass,
  transformationItems,
  transformationItemsByKey,
  transformationText,
} from './index.ts';

describe('class skills', () => {
  it.each([
    ['wizard', 'fireball', 10, 11, 'task'],
    ['wizard', 'mpheal', 30, 12, 'party'],
    ['wizard', 'earth', 35, 13, 'party'],
    ['wizard', 'frost', 40, 14, 'self'],
    ['warrior', 'smash', 10, 11, 'task'],
    ['warrior', 'defensiveStance', 25, 12, 'self'],
    ['warrior', 'valorousPresence', 20, 13, 'party'],
    ['warrior', 'intimidate', 15, 14, 'party'],
    ['rogue', 'pickPocket', 10, 11, 'task'],
    ['rogue', 'backStab', 15, 12, 'task'],
    ['rogue', 'toolsOfTrade', 25, 13, 'party'],
    ['rogue', 'stealth', 45, 14, 'self'],
    ['healer', 'heal', 15, 11, 'self'],
    ['healer', 'brightness', 15, 12, 'tasks'],
    ['healer', 'protectAura', 30, 13, 'party'],
    ['healer', 'healAll', 25, 14, 'party'],
  ])('%s %s costs %i mana, unlocks at level %i, targets %s', (klass, key, mana, lvl, target) => {
    expect(classSpellsByKey[key]).toMatchObject({ klass, mana, lvl, target });
  });

  it('has four skills per class, unlocking at levels 11 to 14', () => {
    expect(classSpells).toHaveLength(16);
    for (const klass of ['warrior', 'wizard', 'rogue', 'healer'] as const) {
      expect(spellsOfClass(klass).map((s) => s.lvl)).toEqual([11, 12, 13, 14]);
    }
  });

  it('casts party skills in bulk, except Blessing (healAll)', () => {
    const bulk = classSpells.filter((s) => s.bulk).map((s) => s.key);
    expect(bulk.sort()).toEqual(
      ['earth', 'intimidate', 'mpheal', 'protectAura', 'toolsOfTrade', 'valorousPresence'].sort(),
    );
    for (const spell of classSpells) if (spell.bulk) expect(spell.target).toBe('party');
  });

  it('has unique keys and text for every skill', () => {
    expect(new Set(classSpells.map((s) => s.key)).size).toBe(classSpells.length);
    expect(Object.keys(classSpellText).sort()).toEqual(classSpells.map((s) => s.key).sort());
    for (const spell of classSpells) expect(classSpellText[spell.key]?.notes).toBeTruthy();
  });
});

describe('transformation items and antidotes', () => {
  it.each([
    ['snowball', 'salt'],
    ['spookySparkles', 'opaquePotion'],
    ['shinySeed', 'petalFreePotion'],
    ['seafoam', 'sand'],
  ])('%s costs 15 gold, targets a user, and is cleared by %s at 5 gold', (key, antidote) => {
    expect(transformationItemsByKey[key]).toMatchObject({
      value: 15,
      mana: 0,
      target: 'user',
      previousPurchase: true,
      antidote,
    });
    expect(antidotesByKey[antidote]).toMatchObject({
      value: 5,
      target: 'self',
      immediateUse: true,
      purchaseType: 'debuffPotion',
      clears: key,
    });
  });

  it('has one item per season', () => {
    expect(transformationItems.map((t) => t.season).sort()).toEqual([
      'fall',
      'spring',
      'summer',
      'winter',
    ]);
  });

  it('has text for every item and antidote', () => {
    expect(Object.keys(transformationText).sort()).toEqual(
      transformationItems.map((t) => t.key).sort(),
    );
    expect(Object.keys(antidoteText).sort()).toEqual(antidotes.map((a) => a.key).sort());
  });
});
