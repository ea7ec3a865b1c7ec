// Team-board dailies at the day boundary. A member's day starts their own assignment of each board
// daily unchecked; the group's day (its leader's, kept in the group's `cron.lastProcessed`) does
// the same for unassigned board dailies. A daily left undone when it was due yesterday ends the
// task's streak, and nothing more: board dailies never hurt, use no stealth and do not count
// towards the member's perfect day.
import type { Daily } from '../../model/task.ts';
import { DAY, startOfDay, type RecurrenceOptions } from '../recurrence/dayStart.ts';
import { withDueDates } from '../recurrence/isDue.ts';
import { shouldDo } from '../recurrence/shouldDo.ts';
import { isAssigned } from './boardTask.ts';

interface DayContext {
  now: Date;
  /** Whose day it is: the member's (their assignment) or the group leader's (unassigned). */
  day: RecurrenceOptions;
}

function missedYesterday(daily: Daily, wasDone: boolean, { now, day }: DayContext): boolean {
  return !wasDone && shouldDo(new Date(now.getTime() - DAY), daily, day);
}

/** The board daily after `userId`'s day boundary (unchanged when not assigned to them). */
export function boardDailyAtMemberDay(daily: Daily, userId: string, context: DayContext): Daily {
  if (!isAssigned(daily, userId)) return daily;
  const detail = daily.group.assignedUsersDetail ?? {};
  const { completedDate: _yesterday, ...mine } = detail[userId] ?? { completed: false };
  const missed = missedYesterday(daily, mine.completed, context);
  const next: Daily = {
    ...daily,
    completed: false,
    streak: missed ? 0 : daily.streak,
    group: {
      ...daily.group,
      assignedUsersDetail: { ...detail, [userId]: { ...mine, completed: false } },
    },
  };
  return withDueDates(next, context.now, context.day);
}

/** An unassigned board daily after the group's day boundary. */
export function boardDailyAtGroupDay(daily: Daily, context: DayContext): Daily {
  if ((daily.group.assignedUsers ?? []).length > 0) return daily;
  // The group's day is run by the first member's day boundary after it began: a completion made
  // since it began is today's and stays.
  const completedAt = daily.group.completedBy?.date;
  if (completedAt && Date.parse(completedAt) >= startOfDay(context.now, context.day).getTime()) {
    return daily;
  }
  const missed = missedYesterday(daily, daily.completed, context);
  const { completedBy: _yesterday, ...group } = daily.group;
  const next: Daily = { ...daily, completed: false, streak: missed ? 0 : daily.streak, group };
  return withDueDates(next, context.now, context.day);
}
