// isDue and nextDue kept on each daily: on creation, on a schedule change and after scoring, for
// the owner's day.
import { describe, expect, it } from 'vitest';
import type { Daily } from '../../model/task.ts';
import { fixedRandom, makeUser } from '../../testing/factories.ts';
import { createTask } from './createTask.ts';
import { scoreTask } from './scoreTask.ts';
import { updateTask } from './updateTask.ts';

// Tuesday 10 March 2026, 12:00 UTC.
const now = new Date('2026-03-10T12:00:00.000Z');
const day = { dayStart: 0, timezoneOffset: 0 };
const newId = () => 'daily-1';

describe('due dates on dailies', () => {
  it('a new daily knows whether it is due today and its next six dates', () => {
    const daily = createTask(
      { type: 'daily', text: 'Stretch', startDate: '2026-03-01T00:00:00.000Z' },
      { now, newId, day },
    ) as Daily;
    expect(daily.isDue).toBe(true);
    expect(daily.nextDue).toHaveLength(6);
    expect(new Date(daily.nextDue[0]!).toISOString().slice(0, 10)).toBe('2026-03-11');
  });

  it('a schedule change moves them: Mondays only is not due on a Tuesday', () => {
    const daily = createTask(
      { type: 'daily', text: 'Stretch', startDate: '2026-03-01T00:00:00.000Z' },
      { now, newId, day },
    ) as Daily;
    const mondays = updateTask(
      daily,
      {
        frequency: 'weekly',
        repeat: { su: false, m: true, t: false, w: false, th: false, f: false, s: false },
      },
      { now, newId, day },
    );
    expect(mondays.isDue).toBe(false);
    expect(new Date(mondays.nextDue[0]!).toISOString().slice(0, 10)).toBe('2026-03-16');
  });

  it('without the owner’s day the fields are left as they were', () => {
    const daily = createTask({ type: 'daily', text: 'Stretch' }, { now, newId }) as Daily;
    expect(daily.nextDue).toEqual([]);
  });

  it('scoring a daily refreshes them', () => {
    const daily = createTask(
      { type: 'daily', text: 'Stretch', startDate: '2026-03-01T00:00:00.000Z' },
      { now: new Date('2026-02-01T00:00:00.000Z'), newId, day },
    ) as Daily;
    expect(daily.isDue).toBe(false);
    const scored = scoreTask(
      { user: makeUser(), task: daily },
      { direction: 'up' },
      { now, random: fixedRandom(0.9) },
    ).task as Daily;
    expect(scored.isDue).toBe(true);
  });
});
