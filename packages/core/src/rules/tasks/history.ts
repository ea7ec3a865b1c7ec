// Task history on scoring: a habit keeps one entry per game day, a daily one per check.
import type { DailyHistoryEntry, HabitHistoryEntry } from '../../model/task.ts';
import type { RulePreferences } from '../../model/user.ts';
import { gameDayNumber } from '../user/dayBoundary.ts';
import type { Direction } from './taskValueDelta.ts';

/**
 * A habit keeps one entry per game day (the player's timezone and day start): a second scoring the
 * same day overwrites the value and date and adds to the day's counts.
 */
export function habitHistoryAfterScore(
  history: readonly HabitHistoryEntry[],
  {
    value,
    direction,
    times,
    now,
    preferences,
  }: {
    value: number;
    direction: Direction;
    times: number;
    now: Date;
    preferences: Pick<RulePreferences, 'timezoneOffset' | 'dayStart'>;
  },
): HabitHistoryEntry[] {
  const last = history.at(-1);
  const today = gameDayNumber(now, preferences);
  const up = direction === 'up' ? times : 0;
  const down = direction === 'down' ? times : 0;
  if (last && gameDayNumber(new Date(last.date), preferences) === today) {
    const merged = {
      date: now.getTime(),
      value,
      scoredUp: (last.scoredUp ?? 0) + up,
      scoredDown: (last.scoredDown ?? 0) + down,
    };
    return [...history.slice(0, -1), merged];
  }
  return [...history, { date: now.getTime(), value, scoredUp: up, scoredDown: down }];
}

/** Checking a daily adds an entry; unchecking removes the last one. */
export function dailyHistoryAfterScore(
  history: readonly DailyHistoryEntry[],
  {
    value,
    direction,
    isDue,
    now,
  }: { value: number; direction: Direction; isDue: boolean; now: Date },
): DailyHistoryEntry[] {
  if (direction === 'down') return history.slice(0, -1);
  return [...history, { date: now.getTime(), value, isDue, completed: true }];
}
