// The schedule part of the task dialog beyond the original's fields (issue 30): which kind of
// schedule the player picked, in plain words, and what each kind sends. The rules themselves are
// core's: a kind becomes an RRULE core writes and reads (rruleSchedule.ts), a flexible week
// (timesPerWeek) or a returning to-do (returnsAfterDays).
import {
  RRULE_WEEKDAYS,
  dateOfKey,
  parseSchedule,
  recurrenceFromRRule,
  scheduleText,
} from '@questlog/core';
import type { Task } from '../../api/tasksTypes.ts';
import { timeFieldsOf, type TimeFields } from '../../api/timeTypes.ts';

export type RRuleWeekday = (typeof RRULE_WEEKDAYS)[number];

/** A daily's kinds of schedule; `original` is the original's own fields, edited as before. */
export const dailyKinds = [
  'original',
  'weeksApart',
  'weekdayOfMonth',
  'lastWeekday',
  'timesPerWeek',
] as const;
export type DailyKind = (typeof dailyKinds)[number];
/** A to-do's: done once, or coming back some days after each completion. */
export const todoKinds = ['once', 'returns'] as const;
export type TodoKind = (typeof todoKinds)[number];
export type ScheduleKind = DailyKind | TodoKind | 'custom';

/** Which week of the month: 1–4, or -1 for the last. */
export const monthWeeks = [1, 2, 3, 4, -1] as const;
export type MonthWeek = (typeof monthWeeks)[number];

export interface ScheduleDraft {
  kind: ScheduleKind;
  /** weeksApart: every this many weeks (text, as typed). */
  weeks: string;
  /** weeksApart and weekdayOfMonth: the weekday. */
  weekday: RRuleWeekday;
  /** weekdayOfMonth: which one of the month. */
  monthWeek: MonthWeek;
  /** timesPerWeek: 1–7 (text, as typed). */
  timesPerWeek: string;
  /** returns: 1–365 days after completion (text, as typed). */
  returnsAfterDays: string;
  /** custom: a saved rule none of the kinds above reads, kept as it is. */
  rrule: string | null;
}

const WEEKDAYS_OF_WORK = ['MO', 'TU', 'WE', 'TH', 'FR'];

function blankDraft(kind: ScheduleKind): ScheduleDraft {
  return {
    kind,
    weeks: '2',
    weekday: 'TU',
    monthWeek: 1,
    timesPerWeek: '3',
    returnsAfterDays: '7',
    rrule: null,
  };
}

/** The kind a saved RRULE is, read back from its parts (undefined: none of ours). */
function draftOfRule(text: string): ScheduleDraft | undefined {
  const rule = /RRULE:(.+)/.exec(text)?.[1];
  if (!rule) return undefined;
  const parts = Object.fromEntries(
    rule.split(';').map((part) => part.split('=') as [string, string]),
  );
  const { FREQ, INTERVAL = '1', BYDAY, BYSETPOS, ...rest } = parts;
  if (Object.keys(rest).length > 0 || !BYDAY) return undefined;
  if (FREQ === 'MONTHLY' && BYSETPOS === '-1' && BYDAY === WEEKDAYS_OF_WORK.join(',')) {
    return blankDraft('lastWeekday');
  }
  const day = BYDAY as RRuleWeekday;
  if (FREQ === 'WEEKLY' && !BYSETPOS && RRULE_WEEKDAYS.includes(day)) {
    return { ...blankDraft('weeksApart'), weeks: INTERVAL, weekday: day };
  }
  const nth = /^([+-]?\d)([A-Z]{2})$/.exec(BYDAY);
  const week = Number(nth?.[1]) as MonthWeek;
  if (FREQ === 'MONTHLY' && INTERVAL === '1' && nth && monthWeeks.includes(week)) {
    return { ...blankDraft('weekdayOfMonth'), monthWeek: week, weekday: nth[2] as RRuleWeekday };
  }
  return undefined;
}

/** The dialog's starting point for a task's schedule. */
export function scheduleDraftOf(task: Task): ScheduleDraft {
  const fields = timeFieldsOf(task);
  if (task.type === 'todo') {
    return fields.returnsAfterDays
      ? { ...blankDraft('returns'), returnsAfterDays: String(fields.returnsAfterDays) }
      : blankDraft('once');
  }
  if (fields.timesPerWeek) {
    return { ...blankDraft('timesPerWeek'), timesPerWeek: String(fields.timesPerWeek) };
  }
  if (!fields.rrule) return blankDraft('original');
  // one of our kinds reads back as itself (the server may also say it in the original's fields);
  // any other rule the original's fields say is edited with them
  const ours = draftOfRule(fields.rrule);
  if (ours) return ours;
  if (recurrenceFromRRule(fields.rrule)) return blankDraft('original');
  return { ...blankDraft('custom'), rrule: fields.rrule };
}

/** The RRULE's parts for an RRULE kind, else undefined. */
function ruleParts(draft: ScheduleDraft): string[] | undefined {
  switch (draft.kind) {
    case 'weeksApart':
      return ['FREQ=WEEKLY', `INTERVAL=${Number(draft.weeks)}`, `BYDAY=${draft.weekday}`];
    case 'weekdayOfMonth':
      return ['FREQ=MONTHLY', `BYDAY=${draft.monthWeek}${draft.weekday}`];
    case 'lastWeekday':
      return ['FREQ=MONTHLY', `BYDAY=${WEEKDAYS_OF_WORK.join(',')}`, 'BYSETPOS=-1'];
    default:
      return undefined;
  }
}

/** The schedule's text for an RRULE kind from local date `start`, as core writes it. */
export function scheduleRuleOf(draft: ScheduleDraft, start: number): string | undefined {
  if (draft.kind === 'custom') return draft.rrule ?? undefined;
  const parts = ruleParts(draft);
  return parts && scheduleText(start, parts);
}

function isWhole(text: string, min: number, max: number): boolean {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
}

/** Catalogue keys (under `schedule.errors`) beside the schedule's fields. */
export function scheduleErrors(draft: ScheduleDraft): Record<string, string> {
  if (draft.kind === 'weeksApart' && !isWhole(draft.weeks, 1, 52)) {
    return { weeks: 'schedule.errors.weeks' };
  }
  if (draft.kind === 'timesPerWeek' && !isWhole(draft.timesPerWeek, 1, 7)) {
    return { timesPerWeek: 'schedule.errors.timesPerWeek' };
  }
  if (draft.kind === 'returns' && !isWhole(draft.returnsAfterDays, 1, 365)) {
    return { returnsAfterDays: 'schedule.errors.returnsAfterDays' };
  }
  return {};
}

/**
 * What the schedule sends beside the original's fields. The original kind sends none of the new
 * ones but clears a flexible week: the server derives the rule from the original's fields.
 */
export function scheduleChangesOf(
  draft: ScheduleDraft,
  task: Task,
  startKey: string,
  todayKey: string,
): TimeFields & { frequency?: 'daily'; everyX?: number } {
  const had = timeFieldsOf(task);
  if (task.type === 'todo') {
    if (draft.kind === 'returns') return { returnsAfterDays: Number(draft.returnsAfterDays) };
    return had.returnsAfterDays ? { returnsAfterDays: null } : {};
  }
  if (draft.kind === 'timesPerWeek') {
    // due every day of a week until done N times: the original's fields say "every day"
    return { timesPerWeek: Number(draft.timesPerWeek), rrule: null, frequency: 'daily', everyX: 1 };
  }
  const cleared: TimeFields = had.timesPerWeek ? { timesPerWeek: null } : {};
  const start = dateOfKey(startKey) ?? dateOfKey(todayKey)!;
  const rrule = scheduleRuleOf(draft, start);
  if (rrule === undefined || draft.kind === 'custom') return cleared;
  return { ...cleared, rrule: parseSchedule(rrule) ? rrule : null };
}
