// The original's repeat fields read back from an RFC 5545 schedule, when they can express it
// (docs/game-rules.md#richer-schedules): the forms recurrenceRRule.ts writes, and the same rules
// written otherwise (weekdays in another order, "every Friday of the month").
import type { Daily, WeekdayRepeat } from '../../model/task.ts';
import { WEEKDAYS } from '../../model/task.ts';
import { type DayClock } from '../time/dayClock.ts';
import { gameDayBegins } from '../time/gameDay.ts';
import { calendarDay } from './calendar.ts';
import { RRULE_WEEKDAYS, type RRuleWeekday, scheduleStartDay } from './recurrenceRRule.ts';
import { scheduleLines } from './rruleSchedule.ts';

/** The fields of a daily a schedule decides; those it leaves out do not matter to it. */
type DayFields = Partial<Pick<Daily, 'repeat' | 'daysOfMonth' | 'weeksOfMonth'>>;
export type ScheduleFields = Pick<Daily, 'frequency' | 'everyX'> & DayFields & { startDay: number };

const LEGACY_PARTS = new Set([
  'FREQ',
  'INTERVAL',
  'WKST',
  'BYDAY',
  'BYMONTHDAY',
  'BYMONTH',
  'COUNT',
]);
const NO_DAYS: WeekdayRepeat = {
  su: false,
  m: false,
  t: false,
  w: false,
  th: false,
  f: false,
  s: false,
};

function repeatOf(codes: Iterable<string>): WeekdayRepeat {
  const repeat = { ...NO_DAYS };
  for (const code of codes) repeat[WEEKDAYS[RRULE_WEEKDAYS.indexOf(code as RRuleWeekday)]!] = true;
  return repeat;
}

function partsOf(rrule: string): Map<string, string> | undefined {
  const parts = new Map<string, string>();
  for (const part of rrule.split(';')) {
    const [key, value, ...rest] = part.split('=');
    if (!key || value === undefined || rest.length > 0 || parts.has(key.toUpperCase()))
      return undefined;
    parts.set(key.toUpperCase(), value.toUpperCase());
  }
  return parts;
}

function isWeekdayCode(code: string): code is RRuleWeekday {
  return (RRULE_WEEKDAYS as readonly string[]).includes(code);
}

type Frequency = Daily['frequency'];
type Parts = Map<string, string>;

function weeklyFields(parts: Parts, start: number, everyX: number): DayFields | undefined {
  if (parts.has('BYMONTHDAY') || parts.has('BYMONTH')) return undefined;
  // Weeks count from the start's weekday; calendar weeks from another WKST differ when everyX > 1.
  const weekStart = parts.get('WKST') ?? 'MO';
  if (everyX > 1 && weekStart !== RRULE_WEEKDAYS[calendarDay(start).weekday]) return undefined;
  if (parts.get('COUNT') === '0' && !parts.has('BYDAY')) return { repeat: { ...NO_DAYS } };
  const days = parts.get('BYDAY')?.split(',');
  if (parts.has('COUNT') || !days?.every(isWeekdayCode)) return undefined;
  return { repeat: repeatOf(days) };
}

function monthlyFields(parts: Parts): DayFields | undefined {
  if (parts.has('COUNT') || parts.has('BYMONTH')) return undefined;
  const byMonthDay = parts.get('BYMONTHDAY');
  const byDay = parts.get('BYDAY');
  if (byMonthDay !== undefined) {
    const days = byMonthDay.split(',').map(Number);
    const isLegacy =
      byDay === undefined && days.every((d) => Number.isInteger(d) && d >= 1 && d <= 31);
    return isLegacy ? { daysOfMonth: days, weeksOfMonth: [] } : undefined;
  }
  const entries = byDay?.split(',').map((entry) => /^([1-5]?)(SU|MO|TU|WE|TH|FR|SA)$/.exec(entry));
  if (!entries?.every((entry) => entry !== null)) return undefined;
  const matched = entries as RegExpExecArray[];
  const days = [...new Set(matched.map((entry) => entry[2]!))];
  if (matched.every((entry) => entry[1] === '')) {
    // Every weekday of the month: any day; some weekdays: those in every week of the month.
    if (days.length === 7) return { daysOfMonth: [], weeksOfMonth: [] };
    return { weeksOfMonth: [0, 1, 2, 3, 4], repeat: repeatOf(days) };
  }
  if (matched.some((entry) => entry[1] === '')) return undefined;
  // Weeks in the order written for the first weekday; the rest must be every week × every day.
  const weeks = matched
    .filter((entry) => entry[2] === days[0])
    .map((entry) => Number(entry[1]) - 1);
  const canonical = weeks.flatMap((week) => days.map((day) => `${week + 1}${day}`)).sort();
  const written = matched.map((entry) => entry[0]).sort();
  if (canonical.join() !== written.join()) return undefined;
  return { weeksOfMonth: weeks, repeat: repeatOf(days) };
}

function yearlyFields(parts: Parts, start: number): DayFields | undefined {
  if (parts.has('COUNT') || parts.has('BYDAY')) return undefined;
  const { month, dayOfMonth } = calendarDay(start);
  const isLastOfFebruary = parts.get('BYMONTH') === '2' && parts.get('BYMONTHDAY') === '-1';
  if (isLastOfFebruary) return month === 1 && dayOfMonth === 29 ? {} : undefined;
  return parts.has('BYMONTH') || parts.has('BYMONTHDAY') ? undefined : {};
}

/**
 * The original's fields for a schedule's text, or undefined when they cannot express it (a last
 * weekday, a negative day of the month, an end date, a count …): then the text alone says when the
 * daily is due.
 */
export function recurrenceFromRRule(text: string): ScheduleFields | undefined {
  const lines = scheduleLines(text);
  const parts = lines && partsOf(lines.rrule);
  if (!lines || !parts || [...parts.keys()].some((key) => !LEGACY_PARTS.has(key))) return undefined;
  const frequency = parts.get('FREQ')?.toLowerCase() as Frequency | undefined;
  const everyX = Number(parts.get('INTERVAL') ?? '1');
  if (!Number.isInteger(everyX) || everyX < 1 || everyX > 9999) return undefined;
  const { start } = lines;
  let fields: DayFields | undefined;
  if (frequency === 'daily')
    fields = [...parts.keys()].every((key) => ['FREQ', 'INTERVAL', 'WKST'].includes(key))
      ? {}
      : undefined;
  else if (frequency === 'weekly') fields = weeklyFields(parts, start, everyX);
  else if (frequency === 'monthly') fields = monthlyFields(parts);
  else if (frequency === 'yearly') fields = yearlyFields(parts, start);
  if (!fields || !frequency) return undefined;
  return { ...fields, frequency, everyX, startDay: start };
}

/**
 * The daily with the fields a schedule's text decides set from it, the rest unchanged; the start
 * date stays as stored when it already falls on DTSTART's local date. Undefined when the fields
 * cannot express the text.
 */
export function withRRuleFields<T extends Daily>(
  daily: T,
  text: string,
  clock: DayClock,
): T | undefined {
  const fields = recurrenceFromRRule(text);
  if (!fields) return undefined;
  const { startDay, ...rest } = fields;
  const keepsStart = scheduleStartDay({ ...daily, everyX: 1 }, clock) === startDay;
  const startDate = keepsStart
    ? daily.startDate
    : gameDayBegins(startDay, { ...clock, dayStart: 0 }).toISOString();
  return { ...daily, ...rest, startDate };
}
