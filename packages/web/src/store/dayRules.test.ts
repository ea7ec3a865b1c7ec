import { describe, expect, it } from 'vitest';
import type { Task } from '../api/tasksTypes.ts';
import { makeTask } from '../test/tasksKit.ts';
import { localDay, localMidnight, yesterDailies, yesterdayOf } from './dayRules.ts';

const allDays = { su: true, m: true, t: true, w: true, th: true, f: true, s: true };
const none = { su: false, m: false, t: false, w: false, th: false, f: false, s: false };

function daily(fields: Partial<Task> = {}): Task {
  return makeTask({
    type: 'daily',
    frequency: 'weekly',
    everyX: 1,
    repeat: allDays,
    startDate: '2024-01-01T00:00:00.000Z',
    ...fields,
  });
}

const utc = { dayStart: 0, timezoneOffset: 0 };
// Wednesday 15 May 2024, 10:00 UTC: yesterday is Tuesday the 14th
const wednesday = new Date('2024-05-15T10:00:00Z');
const names = (tasks: Task[]) => tasks.map((task) => task.text);

describe('yesterday', () => {
  it.each([
    ['midday, day start 0', '2024-05-15T10:00:00Z', utc, '2024-05-14T00:00:00.000Z'],
    [
      'before a 04:00 day start',
      '2024-05-15T03:00:00Z',
      { ...utc, dayStart: 4 },
      '2024-05-13T04:00:00.000Z',
    ],
    [
      'after a 04:00 day start',
      '2024-05-15T05:00:00Z',
      { ...utc, dayStart: 4 },
      '2024-05-14T04:00:00.000Z',
    ],
    [
      'UTC+10 (-600)',
      '2024-05-14T20:00:00Z',
      { dayStart: 0, timezoneOffset: -600 },
      '2024-05-13T14:00:00.000Z',
    ],
    [
      'UTC-5 (300)',
      '2024-05-15T03:00:00Z',
      { dayStart: 0, timezoneOffset: 300 },
      '2024-05-13T05:00:00.000Z',
    ],
  ])('%s', (_name, now, options, expected) => {
    expect(yesterdayOf(new Date(now), options).toISOString()).toBe(expected);
  });
});

describe('the dailies offered in the check-in', () => {
  it('offers the dailies due yesterday that are not done and not opted out', () => {
    const tasks = [
      daily({ text: 'every day' }),
      daily({ text: 'done', completed: true }),
      daily({ text: 'opted out', yesterDaily: false }),
      daily({ text: 'on Tuesdays', repeat: { ...none, t: true } }),
      daily({ text: 'on Wednesdays', repeat: { ...none, w: true } }),
      daily({ text: 'starts today', startDate: '2024-05-15T00:00:00.000Z' }),
      daily({ text: 'never (everyX 0)', everyX: 0 }),
      daily({
        text: 'awaiting approval',
        group: { approval: { required: true, approved: false } },
      }),
      daily({ text: 'approved', group: { approval: { required: true, approved: true } } }),
      makeTask({ type: 'habit', text: 'a habit' }),
      makeTask({ type: 'todo', text: 'a to-do' }),
    ];
    expect(names(yesterDailies(tasks, wednesday, utc))).toEqual([
      'every day',
      'on Tuesdays',
      'approved',
    ]);
  });

  it('counts the hours before the day start as the day before', () => {
    const tasks = [
      daily({ text: 'on Mondays', repeat: { ...none, m: true } }),
      daily({ text: 'on Tuesdays', repeat: { ...none, t: true } }),
    ];
    // 03:00 on Wednesday with a 04:00 day start is still Tuesday's game day
    const early = new Date('2024-05-15T03:00:00Z');
    expect(names(yesterDailies(tasks, early, { ...utc, dayStart: 4 }))).toEqual(['on Mondays']);
    expect(names(yesterDailies(tasks, early, utc))).toEqual(['on Tuesdays']);
  });

  it('reads the days in the player offset', () => {
    const tasks = [
      daily({ text: 'on Mondays', repeat: { ...none, m: true } }),
      daily({ text: 'on Tuesdays', repeat: { ...none, t: true } }),
    ];
    // 20:00 UTC on Tuesday is 06:00 on Wednesday in UTC+10
    const now = new Date('2024-05-14T20:00:00Z');
    expect(names(yesterDailies(tasks, now, { dayStart: 0, timezoneOffset: -600 }))).toEqual([
      'on Tuesdays',
    ]);
    expect(names(yesterDailies(tasks, now, utc))).toEqual(['on Mondays']);
  });

  it('offers an every-other-day daily only on its days', () => {
    const everyOther = daily({
      text: 'every 2 days',
      frequency: 'daily',
      everyX: 2,
      startDate: '2024-05-12T00:00:00.000Z',
    });
    expect(names(yesterDailies([everyOther], wednesday, utc))).toEqual(['every 2 days']);
    const thursday = new Date('2024-05-16T10:00:00Z');
    expect(names(yesterDailies([everyOther], thursday, utc))).toEqual([]);
  });
});

describe('start dates as days in the player offset', () => {
  it.each([
    ['2024-05-01', 0, '2024-05-01T00:00:00.000Z'],
    ['2024-05-01', 300, '2024-05-01T05:00:00.000Z'],
    ['2024-05-01', -120, '2024-04-30T22:00:00.000Z'],
  ])('%s at offset %d begins at %s and reads back', (day, offset, instant) => {
    expect(localMidnight(day, offset)).toBe(instant);
    expect(localDay(instant, offset)).toBe(day);
  });

  it('has no instant for an empty or malformed day', () => {
    expect(localMidnight('', 0)).toBeUndefined();
    expect(localMidnight('1 May', 0)).toBeUndefined();
    expect(localDay(undefined, 0)).toBe('');
  });
});
