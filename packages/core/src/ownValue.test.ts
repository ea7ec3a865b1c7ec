import { describe, expect, it } from 'vitest';
import { cardsByKey, classSpellsByKey } from './content/spells/index.ts';
import { eggsByKey, foodsByKey, petsByKey } from './content/stable/index.ts';
import { ownValue, recordByKey } from './ownValue.ts';

const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('ownValue', () => {
  const owned = { Wolf: 2, Fox: 0 };

  const cases: [string, number | undefined][] = [
    ['Wolf', 2],
    ['Fox', 0],
    ['Cactus', undefined],
    ...INHERITED.map((key): [string, undefined] => [key, undefined]),
  ];

  it.each(cases)('answers %s → %s', (key, expected) => {
    expect(ownValue(owned, key)).toBe(expected);
  });

  it('answers undefined for a missing record', () => {
    expect(ownValue(undefined, 'Wolf')).toBeUndefined();
  });
});

describe('catalogues by key', () => {
  it.each(INHERITED)('hold nothing under %s', (key) => {
    for (const catalogue of [eggsByKey, foodsByKey, petsByKey, cardsByKey, classSpellsByKey]) {
      expect(catalogue[key]).toBeUndefined();
    }
  });

  it('recordByKey keeps every item under its key', () => {
    const record = recordByKey([{ key: 'a' }, { key: 'constructor' }]);
    expect(Object.keys(record)).toEqual(['a', 'constructor']);
    expect(record.constructor).toEqual({ key: 'constructor' });
    expect(JSON.parse(JSON.stringify(record))).toEqual({
      a: { key: 'a' },
      constructor: { key: 'constructor' },
    });
  });
});
