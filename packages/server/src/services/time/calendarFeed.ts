// A player's calendar feed (issue 30 point 6): all-day events for the dailies due and the open
// to-dos with due dates, from 7 days ago to 60 ahead, as the tasks screen shows them; made with
// ical-generator. The address's secret is the only key (calendar apps send no sign-in).
import {
  calendarDateAt,
  dailyDueDatesBetween,
  dateKey,
  dayClockOf,
  gameDateAt,
} from '@questlog/core';
import ical from 'ical-generator';
import { findFeedOwner } from '../../db/repositories/calendarFeeds.ts';
import { listTasks, type StoredTask } from '../../db/repositories/tasks.ts';
import type { ServiceContext } from '../serviceContext.ts';
import { dayOptionsAt } from './playerClock.ts';

export const FEED_DAYS_BEFORE = 7;
export const FEED_DAYS_AFTER = 60;
const DAY = 86_400_000;

interface FeedEntry {
  task: StoredTask;
  date: number;
}

/** The feed's iCalendar text, or undefined when no player has this token. */
export async function calendarFeedText(
  context: ServiceContext,
  token: string,
): Promise<string | undefined> {
  const owner = await findFeedOwner(context.db, token);
  if (!owner) return undefined;
  const now = context.clock.now();
  const day = dayOptionsAt(owner.preferences, now);
  const today = gameDateAt(now, day);
  const [first, last] = [today - FEED_DAYS_BEFORE, today + FEED_DAYS_AFTER];
  const tasks = await listTasks(context.db, owner.id, { kind: 'active' });
  const entries: FeedEntry[] = [];
  for (const task of tasks) {
    if (task.type === 'daily') {
      const dates = dailyDueDatesBetween(task, first, last, day);
      entries.push(...dates.map((date) => ({ task, date })));
    } else if (task.type === 'todo' && typeof task.date === 'string' && task.date !== '') {
      const due = new Date(task.date);
      if (Number.isNaN(due.getTime())) continue;
      const date = calendarDateAt(due, dayClockOf({ ...owner.preferences, ...day }));
      if (date >= first && date <= last) entries.push({ task, date });
    }
  }
  const calendar = ical({ name: 'Questlog', prodId: { company: 'Questlog', product: 'tasks' } });
  for (const { task, date } of entries) {
    calendar.createEvent({
      id: `${task.id}-${dateKey(date)}@questlog`,
      // All-day: the local date, held as its UTC midnight (ical-generator writes it as VALUE=DATE).
      start: new Date(date * DAY),
      allDay: true,
      summary: task.text,
      ...(task.notes ? { description: task.notes } : {}),
    });
  }
  return calendar.toString();
}
