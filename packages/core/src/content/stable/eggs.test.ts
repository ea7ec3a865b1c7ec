import { describe, expect, it } from 'vitest';
import {
  DROP_EGG_KEYS,
  EGG_QUEST_KEYS,
  eggText,
  eggWords,
  eggs,
  eggsByKey,
  questEggs,
} from './index.ts';

describe('eggs', () => {
  it('has the 9 drop eggs, always buyable', () => {
    expect([...DROP_EGG_KEYS]).toEqual([
      'Wolf',
      'TigerCub',
      'PandaCub',
      'LionCub',
      'Fox',
      'FlyingPig',
      'Dragon',
      'Cactus',
      'BearCub',
    ]);
    for (const key of DROP_EGG_KEYS) {
      expect(eggsByKey[key]).toMatchObject({ set: 'drop', purchase: { kind: 'always' } });
    }
  });

  it('has about 60 quest eggs', () => {
    expect(questEggs.length).toBeGreaterThanOrEqual(55);
    expect(questEggs.length).toBeLessThanOrEqual(65);
  });

  it('prices every egg at 3 gems', () => {
    for (const egg of eggs) expect(egg.value).toBe(3);
  });

  it('has no duplicate keys', () => {
    expect(new Set(eggs.map((egg) => egg.key)).size).toBe(eggs.length);
  });

  it.each([
    ['Gryphon', ['gryphon']],
    ['Deer', ['ghost_stag']],
    ['Seahorse', ['dilatory_derby']],
    ['Parrot', ['harpy']],
    ['Cuttlefish', ['kraken']],
    ['TRex', ['trex', 'trex_undead']],
    ['GuineaPig', ['guineapig']],
    ['SeaSerpent', ['seaserpent']],
    ['Robot', ['robot']],
  ])('%s is sold after quest %j', (key, questKeys) => {
    expect(eggsByKey[key]?.purchase).toEqual({ kind: 'afterQuest', questKeys });
  });

  it('has no buy condition for the Egg egg, so it is not sold', () => {
    expect(eggsByKey['Egg']?.purchase).toEqual({ kind: 'never' });
  });

  it('unlocks every other quest egg by at least one quest key', () => {
    for (const egg of questEggs.filter((e) => e.key !== 'Egg')) {
      expect(egg.purchase.kind).toBe('afterQuest');
      if (egg.purchase.kind === 'afterQuest') {
        expect(egg.purchase.questKeys.length).toBeGreaterThan(0);
      }
    }
  });

  it('lists the referenced quest keys once each egg', () => {
    expect(EGG_QUEST_KEYS).toContain('trex_undead');
    expect(EGG_QUEST_KEYS.length).toBe(questEggs.length); // Egg has none, TRex has two
  });

  it('gives every egg a name, a mount name and a description', () => {
    for (const egg of eggs) {
      expect(eggText[egg.key]?.text.trim()).toBeTruthy();
      expect(eggText[egg.key]?.notes).toMatch(/^Pour a hatching potion over this egg/);
      expect(eggWords[egg.key as keyof typeof eggWords].mountText.trim()).toBeTruthy();
    }
    expect(Object.keys(eggText).sort()).toEqual(eggs.map((egg) => egg.key).sort());
  });

  it('uses the right article before the adjective', () => {
    expect(eggText['Whale']?.notes).toContain('an enormous Whale');
    expect(eggText['Wolf']?.notes).toContain('a faithful Wolf');
  });
});
