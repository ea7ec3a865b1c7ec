// Several missed days (issue 30 point 3): the game dates since the last day boundary, with the
// dailies due each, for a player back after 2–7 days to tick off; then one day boundary applies
// the result. Only the last missed date counts at the boundary (docs/game-rules.md#the-day-
// boundary), so a tick on it marks the daily done before the boundary runs; ticks on earlier
// dates are checked and kept in the daily's history, changing no damage.
import {
  BadRequest,
  dateKey,
  dateOfKey,
  isDailyDueOn,
  type RecurrenceOptions,
  taskRecordOf,
  type TaskRecord,
} from '@questlog/core';
import type { MissedDayTicks } from '@questlog/core/api';
import { listTasks, saveTask, type StoredTask } from '../../db/repositories/tasks.ts';
import { loadUser } from '../../db/repositories/users.ts';
import type { PlayerChange } from '../players/playerChanger.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { boundaryTimingOf } from './boundaryTiming.ts';
import { type DayRow, dayOptionsAt, lastBoundaryDateOfRow } from './playerClock.ts';

export const MAX_MISSED_DAYS = 7;

export interface MissedDay {
  date: string;
  dailies: StoredTask[];
}

/** The missed game dates (day numbers), oldest first; none when at most one day was missed. */
export function missedDates(row: DayRow, now: Date): number[] {
  const { date: today, daysMissed } = boundaryTimingOf(row, now);
  if (daysMissed <= 1) return [];
  const first = Math.max(lastBoundaryDateOfRow(row), today - MAX_MISSED_DAYS);
  return Array.from({ length: today - first }, (_, index) => first + index);
}

function dueDailies(tasks: readonly StoredTask[], date: number, day: RecurrenceOptions) {
  return tasks.filter((task) => task.type === 'daily' && isDailyDueOn(task, date, day));
}

/** An instant an hour into the game day of local date `date`. */
function withinGameDay(date: number, { dayStart, timezoneOffset }: RecurrenceOptions): number {
  return date * 86_400_000 + (dayStart + 1) * 3_600_000 + timezoneOffset * 60_000;
}

/** GET /cron/missed-days for the acting player. */
export async function listMissedDays(context: SignedInContext): Promise<{ days: MissedDay[] }> {
  const userId = context.actorId!;
  const now = context.clock.now();
  const user = await loadUser(context.db, userId, { withAccount: false });
  if (!user) return { days: [] };
  const dates = missedDates(user.row, now);
  if (dates.length === 0) return { days: [] };
  const day = dayOptionsAt(user.row.preferences, now);
  const tasks = await listTasks(context.db, userId, { kind: 'active', type: 'daily' });
  return {
    days: dates.map((date) => ({ date: dateKey(date), dailies: dueDailies(tasks, date, day) })),
  };
}

/** Checks POST /cron's `missedDays` (the schema admits anything, so old clients' body passes). */
export function readMissedDayTicks(body: unknown): MissedDayTicks[] | undefined {
  if (body === null || typeof body !== 'object' || !('missedDays' in body)) return undefined;
  const { missedDays } = body as { missedDays: unknown };
  const isTick = (tick: unknown): tick is MissedDayTicks =>
    typeof tick === 'object' &&
    tick !== null &&
    dateOfKey((tick as MissedDayTicks).date) !== undefined &&
    Array.isArray((tick as MissedDayTicks).done) &&
    (tick as MissedDayTicks).done.every((id) => typeof id === 'string');
  if (
    !Array.isArray(missedDays) ||
    missedDays.length > MAX_MISSED_DAYS ||
    !missedDays.every(isTick)
  )
    throw new BadRequest('invalidRequestParameters', {
      errors: [{ param: 'missedDays', message: 'must be [{ date: "YYYY-MM-DD", done: [id] }]' }],
    });
  return missedDays;
}

/**
 * Applies the ticks inside the day boundary's change, before it runs: each date must be a missed
 * one and each id one of that date's due dailies.
 */
export async function applyMissedDayTicks(
  change: PlayerChange,
  ticks: readonly MissedDayTicks[],
): Promise<void> {
  const { tx, user, now, recordTasks } = change;
  const dates = missedDates(user.row, now);
  if (ticks.length === 0 || dates.length === 0) return;
  const day = dayOptionsAt(user.row.preferences, now);
  const tasks = await listTasks(tx, user.row.id, { kind: 'active', type: 'daily' });
  const lastMissed = dates.at(-1)!;
  const ticked = new Map<string, number[]>();
  const records: TaskRecord[] = [];
  for (const tick of ticks) {
    const date = dateOfKey(tick.date)!;
    if (!dates.includes(date)) throw new BadRequest('missedDayNotMissed');
    const due = new Set(dueDailies(tasks, date, day).map((task) => task.id));
    for (const id of tick.done) if (due.has(id)) ticked.set(id, [...(ticked.get(id) ?? []), date]);
  }
  for (const task of tasks) {
    const tickedDates = ticked.get(task.id);
    // Only due dailies are ticked.
    if (!tickedDates || task.type !== 'daily') continue;
    const daily = task;
    // Earlier dates: a history entry at the date's noon (UTC), as done; the last: done now.
    const history = [
      ...daily.history,
      ...tickedDates
        .filter((date) => date !== lastMissed)
        .map((date) => ({ date: withinGameDay(date, day), value: daily.value, completed: true })),
    ];
    // The full record: a check on each earlier date, dated as its history entry is.
    for (const date of tickedDates.filter((date) => date !== lastMissed)) {
      const at = new Date(withinGameDay(date, day));
      const player = { stats: user.row.stats };
      records.push(
        taskRecordOf(daily, { kind: 'up', delta: 0, at, day: dateKey(date), player, isDue: null }),
      );
    }
    await saveTask(tx, {
      ...task,
      history,
      ...(tickedDates.includes(lastMissed) ? { completed: true } : {}),
    } as StoredTask);
  }
  recordTasks(records);
}
