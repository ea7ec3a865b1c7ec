// Habits at the day boundary: counters reset by the habit's frequency, and one-way habits drift
// back towards neutral. Two-way habits keep their value.
import type { Habit } from '../../model/task.ts';
import { calendarDay } from '../recurrence/calendar.ts';
import { DAY, type RecurrenceOptions, gameDate } from '../recurrence/dayStart.ts';

export function habitsAtCron(
  habits: readonly Habit[],
  { now, daysMissed, options }: { now: Date; daysMissed: number; options: RecurrenceOptions },
): Habit[] {
  const today = gameDate(now, options);
  const lastDay = today - daysMissed;
  const weekChanged = isoWeekKey(today) !== isoWeekKey(lastDay);
  const monthChanged = monthKey(today) !== monthKey(lastDay);
  return habits.map((habit) => {
    const resets =
      habit.frequency === 'daily' ||
      (habit.frequency === 'weekly' && weekChanged) ||
      (habit.frequency === 'monthly' && monthChanged);
    const isOneWay = !habit.up || !habit.down;
    return {
      ...habit,
      ...(resets ? { counterUp: 0, counterDown: 0 } : {}),
      ...(isOneWay ? { value: Math.abs(habit.value) < 0.1 ? 0 : habit.value / 2 } : {}),
    };
  });
}

/** ISO year and week of a local day number, as one comparable number. */
function isoWeekKey(date: number): number {
  const { weekday } = calendarDay(date);
  // The Thursday of the same ISO week decides the ISO year.
  const thursday = date - ((weekday + 6) % 7) + 3;
  const { year } = calendarDay(thursday);
  const firstThursday = (() => {
    const january4 = Date.UTC(year, 0, 4) / DAY;
    const { weekday: jan4Weekday } = calendarDay(january4);
    return january4 - ((jan4Weekday + 6) % 7) + 3;
  })();
  const week = 1 + Math.round((thursday - firstThursday) / 7);
  return year * 100 + week;
}

function monthKey(date: number): number {
  const { year, month } = calendarDay(date);
  return year * 12 + month;
}
