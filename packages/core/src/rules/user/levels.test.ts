import { describe, expect, it } from 'vitest';
import { daysMissed } from './dayBoundary.ts';
import { maxMP, toNextLevel } from './levels.ts';

describe('derived stats', () => {
  it.each([
    [1, 25],
    [4, 100],
    [5, 150],
    [6, 210],
    [10, 260],
    [100, 3640],
  ])('level %i needs %i experience', (lvl, exp) => {
    expect(toNextLevel(lvl)).toBe(exp);
  });

  it('gives 30 mana at level 1 and 40 at level 10', () => {
    expect(maxMP({ lvl: 1, int: 0 })).toBe(30);
    expect(maxMP({ lvl: 10, int: 0 })).toBe(40);
  });
});

describe('daysMissed', () => {
  const utc = { timezoneOffset: 0, dayStart: 0 };
  it('counts local day starts between two instants', () => {
    const last = new Date('2026-01-01T23:00:00Z');
    expect(daysMissed(last, new Date('2026-01-01T23:59:00Z'), utc)).toBe(0);
    expect(daysMissed(last, new Date('2026-01-02T00:01:00Z'), utc)).toBe(1);
    expect(daysMissed(last, new Date('2026-01-04T12:00:00Z'), utc)).toBe(3);
  });

  it('honours the timezone (UTC+2 is -120) and the custom day start', () => {
    const last = new Date('2026-01-01T20:00:00Z'); // 22:00 local
    expect(
      daysMissed(last, new Date('2026-01-01T22:30:00Z'), { timezoneOffset: -120, dayStart: 0 }),
    ).toBe(1);
    expect(
      daysMissed(last, new Date('2026-01-01T22:30:00Z'), { timezoneOffset: -120, dayStart: 3 }),
    ).toBe(0);
  });
});
