// Shared pieces of the recurrence tests: a daily due every day from Thursday 1 January 2026.
import type { Daily, WeekdayRepeat } from '../../model/task.ts';
import { makeTask } from '../../testing/factories.ts';

export const UTC = { dayStart: 0, timezoneOffset: 0 };

export function weekdays(...days: (keyof WeekdayRepeat)[]): WeekdayRepeat {
  const none = { su: false, m: false, t: false, w: false, th: false, f: false, s: false };
  return { ...none, ...Object.fromEntries(days.map((day) => [day, true])) };
}

export function recurringDaily(overrides: Partial<Daily> = {}): Daily {
  return makeTask('daily', {
    frequency: 'daily',
    startDate: '2026-01-01T00:00:00.000Z',
    everyX: 1,
    ...overrides,
  });
}
