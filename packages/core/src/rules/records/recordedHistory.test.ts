// The history built from records equals the history the rules keep on the task, action for
// action: scores up and down (several a day), day boundaries with dailies done, missed, not due,
// skipped, and with the player in the inn. Seeded, over 40 days of random play.
import { describe, expect, it } from 'vitest';
import type { Daily, Habit, Task } from '../../model/task.ts';
import type { UserState } from '../../model/user.ts';
import { fixedRandom, makeTask, makeUser } from '../../testing/factories.ts';
import { NO_CATALOGUE } from '../cron/cronTestKit.ts';
import { cron } from '../cron/cron.ts';
import { emptyPlan } from '../../model/plan.ts';
import { scoreTask } from '../tasks/scoreTask.ts';
import { dateKey } from '../time/dateKeys.ts';
import {
  historyFromRecords,
  recordedHistoryOf,
  workingHistory,
  WORKING_HISTORY_DAYS,
} from './recordedHistory.ts';
import { type TaskRecord, recordDay, taskRecordOf } from './taskRecord.ts';

const DAY = 86_400_000;
const START = Date.parse('2026-03-02T00:00:00Z');

/** A seeded source (mulberry32), so a failure replays. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function play(seed: number) {
  const dice = seeded(seed);
  let user: UserState = makeUser({ preferences: { timezoneOffset: 300 } });
  let tasks: Task[] = [
    makeTask('habit', { id: 'habit' }),
    makeTask('daily', { id: 'daily' }),
    makeTask('daily', {
      id: 'weekdays',
      frequency: 'weekly',
      repeat: { su: false, m: true, t: true, w: true, th: true, f: true, s: false },
    }),
  ];
  const records: TaskRecord[] = [];
  const score = (id: string, direction: 'up' | 'down', now: Date) => {
    const task = tasks.find((candidate) => candidate.id === id)!;
    const result = scoreTask({ user, task }, { direction }, { now, random: fixedRandom(0.99) });
    user = result.user;
    tasks = tasks.map((candidate) => (candidate.id === id ? result.task : candidate));
    const day = recordDay(now, user.preferences);
    const isDue = task.type === 'daily' ? { isDue: task.isDue } : {};
    records.push(
      taskRecordOf(result.task, {
        kind: direction,
        delta: result.delta,
        at: now,
        day,
        player: user,
        ...isDue,
      }),
    );
  };
  for (let day = 0; day < 40; day += 1) {
    const morning = START + day * DAY + 14 * 3_600_000;
    for (let hour = 0; hour < 4; hour += 1) {
      const now = new Date(morning + hour * 3_600_000);
      const roll = dice();
      if (roll < 0.3) score('habit', 'up', now);
      else if (roll < 0.45) score('habit', 'down', now);
      for (const id of ['daily', 'weekdays']) {
        const daily = tasks.find((task) => task.id === id) as Daily;
        if (!daily.completed && dice() < 0.5) score(id, 'up', now);
        else if (daily.completed && dice() < 0.15) score(id, 'down', now);
      }
    }
    // A few days in the inn; one skipped daily.
    user = { ...user, preferences: { ...user.preferences, sleep: day % 11 === 5 } };
    if (day % 7 === 3) {
      tasks = tasks.map((task) =>
        task.id === 'daily' ? ({ ...task, skippedDate: dateKey(START / DAY + day) } as Task) : task,
      );
    }
    const now = new Date(START + (day + 1) * DAY + 6 * 3_600_000);
    const result = cron({
      user,
      tasks,
      purchased: { plan: emptyPlan(), background: {} },
      loginIncentives: 0,
      history: { exp: [], todos: [] },
      daysMissed: 1,
      // Records from the start: the working copy may trim what they hold; compare untrimmed.
      recordsFrom: new Map(),
      now,
      random: fixedRandom(0.5),
      catalogue: NO_CATALOGUE,
    });
    user = result.user;
    tasks = result.tasks;
    const closed = recordDay(new Date(now.getTime() - DAY), user.preferences);
    for (const { daily, kind, delta, isDue } of result.dailyOutcomes) {
      records.push(taskRecordOf(daily, { kind, delta, isDue, at: now, day: closed, player: user }));
    }
  }
  return { tasks, records };
}

describe('history from records', () => {
  it.each([1, 2, 3, 42])('equals the rules’ own history over 40 days of play (seed %i)', (seed) => {
    const { tasks, records } = play(seed);
    const of = (id: string) => records.filter((record) => record.taskId === id);
    const habit = tasks.find((task) => task.id === 'habit') as Habit;
    expect(habit.history.length).toBeGreaterThan(10);
    expect(historyFromRecords('habit', of('habit'))).toEqual(habit.history);
    for (const id of ['daily', 'weekdays']) {
      const daily = tasks.find((task) => task.id === id) as Daily;
      expect(daily.history.length).toBeGreaterThan(30);
      expect(historyFromRecords('daily', of(id))).toEqual(daily.history);
    }
    // The outcomes seen: done, missed, not due (weekends), skipped, resting in the inn.
    expect(new Set(records.map((record) => record.kind))).toEqual(
      new Set(['up', 'down', 'completed', 'missed', 'notDue', 'skipped', 'resting']),
    );
  });

  it('a habit merges a game day’s scores: the last value, ups and downs counted', () => {
    const at = (iso: string, kind: 'up' | 'down', value: number, day: string) =>
      ({ kind, at: iso, day, value, isDue: null }) as const;
    expect(
      historyFromRecords('habit', [
        at('2026-03-02T10:00:00.000Z', 'up', 1, '2026-03-02'),
        at('2026-03-02T11:00:00.000Z', 'down', 0.5, '2026-03-02'),
        at('2026-03-02T12:00:00.000Z', 'up', 1.4, '2026-03-02'),
        at('2026-03-03T01:00:00.000Z', 'down', 0.3, '2026-03-02'),
        at('2026-03-03T09:00:00.000Z', 'up', 1.2, '2026-03-03'),
      ]),
    ).toEqual([
      { date: Date.parse('2026-03-03T01:00:00.000Z'), value: 0.3, scoredUp: 2, scoredDown: 2 },
      { date: Date.parse('2026-03-03T09:00:00.000Z'), value: 1.2, scoredUp: 1, scoredDown: 0 },
    ]);
  });

  it('serves stored entries from before the first record, then the records’ entries', () => {
    const habit = makeTask('habit', {
      history: [
        { date: Date.parse('2025-01-01T00:00:00Z'), value: 3, scoredUp: 4, scoredDown: 0 },
        { date: Date.parse('2026-03-02T10:00:00Z'), value: 1, scoredUp: 1, scoredDown: 0 },
      ],
    });
    const served = recordedHistoryOf(habit, [
      { kind: 'up', at: '2026-03-02T10:00:00.000Z', day: '2026-03-02', value: 1, isDue: null },
      { kind: 'up', at: '2026-03-04T10:00:00.000Z', day: '2026-03-04', value: 2, isDue: null },
    ]);
    expect(served.history).toEqual([
      { date: Date.parse('2025-01-01T00:00:00Z'), value: 3, scoredUp: 4, scoredDown: 0 },
      { date: Date.parse('2026-03-02T10:00:00Z'), value: 1, scoredUp: 1, scoredDown: 0 },
      { date: Date.parse('2026-03-04T10:00:00Z'), value: 2, scoredUp: 1, scoredDown: 0 },
    ]);
    expect(recordedHistoryOf(habit, [])).toBe(habit);
  });

  it('the working copy drops recorded entries past its window, never older unrecorded ones', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const entry = (daysAgo: number) => ({ date: now.getTime() - daysAgo * DAY, value: daysAgo });
    const history = [entry(400), entry(200), entry(WORKING_HISTORY_DAYS + 1), entry(3)];
    const recordsFrom = now.getTime() - 300 * DAY;
    expect(workingHistory(history, { now, recordsFrom })).toEqual([entry(400), entry(3)]);
    expect(workingHistory(history, { now, recordsFrom: undefined })).toEqual(history);
  });
});
