import { describe, expect, it } from 'vitest';
import { dateKey } from '../time/dateKeys.ts';
import { isTodoBack, todoReturnDate } from './returningTodo.ts';

const berlin = { dayStart: 4, timezone: 'Europe/Berlin', timezoneOffset: 0 };
// Completed at 01:00 on Saturday 8 August in Berlin: before the 4 o'clock day start, so the 7th.
const todo = { completed: true, dateCompleted: '2026-08-07T23:00:00.000Z', comesBackAfterDays: 3 };

describe('a to-do that comes back 3 days after completion', () => {
  it('returns on the 3rd game date after the one it was completed on', () => {
    expect(dateKey(todoReturnDate(todo, berlin)!)).toBe('2026-08-10');
  });

  it.each([
    ['2026-08-10T01:59:00Z', false], // 03:59 on the 10th: still the 9th's game day
    ['2026-08-10T02:00:00Z', true],
  ])('at %s it is back: %s', (now, expected) => {
    expect(isTodoBack(todo, new Date(now), berlin)).toBe(expected);
  });

  it.each([
    ['open', { ...todo, completed: false }],
    ['an ordinary to-do', { ...todo, comesBackAfterDays: undefined }],
    ['0 days', { ...todo, comesBackAfterDays: 0 }],
    ['no completion date', { ...todo, dateCompleted: null }],
  ])('%s never comes back', (_description, returning) => {
    expect(todoReturnDate(returning, berlin)).toBeUndefined();
  });
});
