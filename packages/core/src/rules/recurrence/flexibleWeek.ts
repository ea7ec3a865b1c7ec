// "N times a week, any days" (docs/game-rules.md#richer-schedules): due every day of the week until
// done N times that week; the shortfall is judged once, when the week's last day closes. No RRULE
// can say this, so it lives in its own field beside the schedule.

export interface TimesPerWeek {
  /** 1–7. */
  timesPerWeek: number;
  /** The weekday weeks begin on, 0 = Sunday … 6 = Saturday; Monday when absent. */
  weekStartsOn?: number | undefined;
}

export interface FlexibleWeekDay {
  /** Completions in this week before the date. */
  doneBefore: number;
  /** Still due that date: fewer than N done before it. */
  isDue: boolean;
}

const THURSDAY = 4; // 1 January 1970, day 0

function weekdayOf(date: number): number {
  return (((date + THURSDAY) % 7) + 7) % 7;
}

/** The first and last local dates of the week holding `date`. */
export function weekOf(date: number, weekStartsOn = 1): { first: number; last: number } {
  const first = date - ((weekdayOf(date) - weekStartsOn + 7) % 7);
  return { first, last: first + 6 };
}

/** Whether the daily is due on `date`, given the local dates it was completed on. */
export function flexibleWeekDay(
  schedule: TimesPerWeek,
  completedDates: readonly number[],
  date: number,
): FlexibleWeekDay {
  const { first } = weekOf(date, schedule.weekStartsOn);
  const doneBefore = completedDates.filter((done) => done >= first && done < date).length;
  return { doneBefore, isDue: doneBefore < schedule.timesPerWeek };
}

/** Completions missing when the day `closedDate` closes: N − done on the week's last day, else 0. */
export function flexibleWeekShortfall(
  schedule: TimesPerWeek,
  completedDates: readonly number[],
  closedDate: number,
): number {
  const { first, last } = weekOf(closedDate, schedule.weekStartsOn);
  if (closedDate !== last) return 0;
  const done = completedDates.filter((date) => date >= first && date <= last).length;
  return Math.max(0, schedule.timesPerWeek - done);
}
