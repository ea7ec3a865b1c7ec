import { describe, expect, it } from 'vitest';
import { lazyTextTable } from './contentText.ts';
import { GEAR } from './gear/catalogue.ts';
import { gearText } from './gear/gearText.ts';

describe('lazyTextTable', () => {
  const items = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];

  it('describes an item when its entry is first read, once', () => {
    const described: string[] = [];
    const table = lazyTextTable(items, (item) => {
      described.push(item.key);
      return { text: item.key.toUpperCase() };
    });
    expect(described).toEqual([]);
    expect(table.b).toEqual({ text: 'B' });
    expect(table.b).toBe(table.b);
    expect(described).toEqual(['b']);
  });

  it('lists every key and answers like a plain table', () => {
    const table = lazyTextTable(items, (item) => ({ text: item.key }));
    expect(Object.keys(table)).toEqual(['a', 'b', 'c']);
    expect(Object.hasOwn(table, 'c')).toBe(true);
    expect(Object.hasOwn(table, 'toString')).toBe(false);
    expect({ ...table }).toEqual({ a: { text: 'a' }, b: { text: 'b' }, c: { text: 'c' } });
  });
});

describe('gear text', () => {
  it('has an entry for every piece of gear, with a name and notes', () => {
    expect(Object.keys(gearText)).toEqual(GEAR.map((item) => item.key));
    expect(gearText.weapon_warrior_1).toEqual({
      text: expect.any(String) as string,
      notes: expect.stringContaining('Strength by 3') as string,
    });
  });
});
