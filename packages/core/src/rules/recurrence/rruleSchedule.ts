// A daily's schedule as RFC 5545 text (docs/game-rules.md#richer-schedules): a DTSTART date and one
// RRULE, e.g. "DTSTART;VALUE=DATE:20260101\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"
// (the last weekday of each month). Dates are whole local days: the rule is evaluated on
// "floating" dates, each local date held as its UTC midnight, so zones and daylight saving never
// move an occurrence to another day.
import { dateKey, dateOfKey } from '../time/dateKeys.ts';
import { RRule, type RRuleOptions } from './rruleLibrary.ts';

const DAY = 86_400_000;
const YEAR = 366 * DAY;
/** How far ahead the next due dates are looked for, past the rule's own interval. */
const LOOK_AHEAD_YEARS = 30;
/** The library counts years up to 9999. */
const LAST_INSTANT = Date.UTC(9999, 11, 31);
export const NEXT_SCHEDULE_COUNT = 5;

export interface RRuleSchedule {
  /** Local day number of DTSTART. */
  start: number;
  /** The RRULE's parts as parsed (FREQ, INTERVAL, BYDAY …). */
  options: Partial<RRuleOptions>;
  rule: RRule;
}

const DTSTART = /^DTSTART(?:;[^:]*)?:(\d{4})(\d{2})(\d{2})(?:T\d{6}Z?)?$/;
const RRULE = /^RRULE:(.+)$/;
// Parts that put occurrences at hours of a day: a daily's schedule counts whole days.
const TIME_OF_DAY_PARTS = ['byhour', 'byminute', 'bysecond'] as const;

/** The schedule as text: DTSTART as a date, then the RRULE line. */
export function scheduleText(start: number, ruleParts: readonly string[]): string {
  return `DTSTART;VALUE=DATE:${dateKey(start).replaceAll('-', '')}\nRRULE:${ruleParts.join(';')}`;
}

/** The DTSTART date and the RRULE line of a schedule's text, or undefined when either is missing. */
export function scheduleLines(text: string): { start: number; rrule: string } | undefined {
  let start: number | undefined;
  let rrule: string | undefined;
  for (const line of text.trim().split(/\r?\n/)) {
    const date = DTSTART.exec(line);
    const rule = RRULE.exec(line);
    if (date) start = dateOfKey(`${date[1]}-${date[2]}-${date[3]}`);
    else if (rule) rrule = rule[1];
    else return undefined;
  }
  if (start === undefined || rrule === undefined) return undefined;
  return { start, rrule };
}

/** A schedule from its text, or undefined when it is not one a daily can follow. */
export function parseSchedule(text: string): RRuleSchedule | undefined {
  const lines = scheduleLines(text);
  if (!lines) return undefined;
  let options: Partial<RRuleOptions>;
  try {
    options = RRule.parseString(lines.rrule);
  } catch {
    return undefined;
  }
  const isWholeDays =
    options.freq !== undefined &&
    options.freq <= RRule.DAILY &&
    TIME_OF_DAY_PARTS.every((part) => options[part] === undefined || options[part] === null);
  if (!isWholeDays) return undefined;
  if (
    options.interval !== undefined &&
    !(Number.isInteger(options.interval) && options.interval > 0)
  )
    return undefined;
  const rule = new RRule({ ...options, dtstart: new Date(lines.start * DAY), tzid: null });
  return { start: lines.start, options, rule };
}

/** Whether the schedule has an occurrence on local date `date`. */
export function isDueOnSchedule(schedule: RRuleSchedule, date: number): boolean {
  if (date < schedule.start) return false;
  const from = new Date(date * DAY);
  return schedule.rule.between(from, new Date(from.getTime() + DAY - 1), true).length > 0;
}

/** The next `count` local dates the schedule is due on, after `after`, ascending. */
export function nextScheduleDates(
  schedule: RRuleSchedule,
  after: number,
  count = NEXT_SCHEDULE_COUNT,
): number[] {
  const from = Math.max(after + 1, schedule.start);
  // Room for count + 1 intervals of a yearly rule (other frequencies need less).
  const intervalYears = (schedule.options.interval ?? 1) * (count + 1);
  const until = Math.min(from * DAY + (LOOK_AHEAD_YEARS + intervalYears) * YEAR, LAST_INSTANT);
  const dates = new Set<number>();
  schedule.rule.between(new Date(from * DAY), new Date(until), true, (occurrence) => {
    dates.add(Math.floor(occurrence.getTime() / DAY));
    return dates.size < count;
  });
  return [...dates].sort((a, b) => a - b).slice(0, count);
}
