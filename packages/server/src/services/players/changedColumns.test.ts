import { describe, expect, it } from 'vitest';
import { changedColumns, sameValue } from './changedColumns.ts';

describe('changedColumns', () => {
  const row = {
    stats: { hp: 50, gp: 1 },
    items: { eggs: { Wolf: 1 }, gear: { owned: { a: true } } },
    pinned_items: [{ path: 'a', type: 'b' }],
    last_cron: new Date('2026-01-01T00:00:00Z'),
  };

  it('keeps only values that differ, deeply and regardless of key order', () => {
    const changed = changedColumns(row, {
      stats: { gp: 2, hp: 50 },
      items: { gear: { owned: { a: true } }, eggs: { Wolf: 1 } },
      last_cron: new Date('2026-01-01T00:00:00Z'),
    });
    expect(changed).toEqual({ stats: { gp: 2, hp: 50 } });
  });

  it('compares JSON text handed for a jsonb column with what it encodes', () => {
    expect(changedColumns(row, { pinned_items: JSON.stringify(row.pinned_items) })).toEqual({});
    expect(changedColumns(row, { pinned_items: '[]' })).toEqual({ pinned_items: '[]' });
  });

  it('writes a column the row did not load', () => {
    expect(changedColumns(row, { login_incentives: 0 })).toEqual({ login_incentives: 0 });
  });

  it('tells arrays, objects, dates and missing keys apart', () => {
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue({ a: undefined }, {})).toBe(true);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(new Date(1), new Date(2))).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});
