// The slowing of one client's failed sign-ins to one account, attempt by attempt.
import { describe, expect, it } from 'vitest';
import { countOnStreak, type Streak } from './signInStreak.ts';

const MINUTE = 60_000;
const RULES = { limit: 3, windowMs: 15 * MINUTE };
const START = new Date('2026-06-01T12:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * MINUTE);
const streak = (failures: number, lockedUntil: Date | null = null): Streak => ({
  failures,
  windowStartedAt: START,
  lockedUntil,
});

describe('countOnStreak', () => {
  it.each([
    ['a first attempt', undefined, 1, 1, null],
    ['an attempt under the limit', streak(1), 1, 2, null],
    ['the attempt that reaches the limit: locked one window', streak(2), 1, 3, at(16)],
    ['the first after that lock: two windows', streak(3, at(15)), 15, 4, at(45)],
    ['the next: four windows', streak(4, at(45)), 45, 5, at(105)],
    ['a long streak: a day at most', streak(40, at(60)), 60, 41, at(60 + 24 * 60)],
    ['under the limit, a window later: a fresh streak', streak(2), 15, 1, null],
    [
      'locked, a day after the lock ended: a fresh streak',
      streak(9, at(15)),
      15 + 24 * 60,
      1,
      null,
    ],
    [
      'locked, less than a day after: it goes on',
      streak(9, at(15)),
      24 * 60,
      10,
      at(24 * 60 + 24 * 60),
    ],
  ] as const)('counts %s', (_case, before, minutes, failures, lockedUntil) => {
    const outcome = countOnStreak(before, at(minutes), RULES);
    expect(outcome.isRefused).toBe(false);
    if (outcome.isRefused) return;
    expect(outcome.streak.failures).toBe(failures);
    expect(outcome.streak.lockedUntil).toEqual(lockedUntil);
    expect(outcome.isLockedNow).toBe(lockedUntil !== null);
  });

  it('refuses while locked, uncounted, saying how long is left', () => {
    expect(countOnStreak(streak(3, at(16)), at(10), RULES)).toEqual({
      isRefused: true,
      retryAfterMs: 6 * MINUTE,
    });
  });

  it('locks for at least one window when the window is longer than a day', () => {
    const week = { limit: 1, windowMs: 7 * 24 * 60 * MINUTE };
    const outcome = countOnStreak(streak(5, at(0)), at(1), week);
    expect(!outcome.isRefused && outcome.streak.lockedUntil).toEqual(at(1 + 7 * 24 * 60));
  });
});
