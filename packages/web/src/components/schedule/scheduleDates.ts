// The next five due dates of the schedule as the dialog stands, computed by core before anything
// is saved: an RRULE's dates, a flexible week's days, or a returning to-do's returns.
import {
  NEXT_SCHEDULE_COUNT,
  dateOfKey,
  flexibleWeekDay,
  gameDayBegins,
  nextScheduleDates,
  parseSchedule,
  todoReturnDate,
  type DayClock,
} from '@questlog/core';
import { scheduleRuleOf, scheduleErrors, type ScheduleDraft } from './scheduleDraft.ts';

/**
 * Local day numbers from `today` on (today included); undefined when the dialog holds no
 * schedule core can read, or for the original's kind (its own preview lists those).
 */
export function nextScheduleDays(
  draft: ScheduleDraft,
  startKey: string,
  today: number,
  clock: DayClock,
): number[] | undefined {
  if (Object.keys(scheduleErrors(draft)).length > 0) return undefined;
  if (draft.kind === 'timesPerWeek') {
    // nothing done yet this week: every day is due until the count is met
    const schedule = { timesPerWeek: Number(draft.timesPerWeek) };
    return Array.from({ length: 7 }, (_, index) => today + index)
      .filter((date) => flexibleWeekDay(schedule, [], date).isDue)
      .slice(0, NEXT_SCHEDULE_COUNT);
  }
  if (draft.kind === 'returns') return returnDays(Number(draft.returnsAfterDays), today, clock);
  const start = Math.max(dateOfKey(startKey) ?? today, today);
  const text = scheduleRuleOf(draft, dateOfKey(startKey) ?? today);
  const schedule = text && parseSchedule(text);
  return schedule ? nextScheduleDates(schedule, start - 1) : undefined;
}

/** Done today, then on each day it comes back: the five returns. */
function returnDays(days: number, today: number, clock: DayClock): number[] {
  const returns: number[] = [];
  let completedOn = today;
  while (returns.length < NEXT_SCHEDULE_COUNT) {
    const back = todoReturnDate(
      {
        completed: true,
        dateCompleted: gameDayBegins(completedOn, clock).toISOString(),
        comesBackAfterDays: days,
      },
      clock,
    );
    if (back === undefined) break;
    returns.push(back);
    completedOn = back;
  }
  return returns;
}
