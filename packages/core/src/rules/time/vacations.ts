// A player's vacations: whole local dates, first and last included. During one the player's dailies
// do no harm (docs/game-rules.md#vacations-and-skipped-days).
import { dateOfKey } from './dateKeys.ts';

export interface Vacation {
  /** First local date of the vacation, 'YYYY-MM-DD'. */
  start: string;
  /** Last local date, 'YYYY-MM-DD' (the same as `start` for one day). */
  end: string;
}

export type VacationProblem = 'startNotADate' | 'endNotADate' | 'endBeforeStart';

/** What is wrong with a vacation, if anything (the caller words it; no message keys here yet). */
export function vacationProblem(vacation: Vacation): VacationProblem | undefined {
  const start = dateOfKey(vacation.start);
  const end = dateOfKey(vacation.end);
  if (start === undefined) return 'startNotADate';
  if (end === undefined) return 'endNotADate';
  return end < start ? 'endBeforeStart' : undefined;
}

/** Whether local date `date` falls in one of the vacations (malformed ones count for nothing). */
export function isOnVacation(date: number, vacations: readonly Vacation[]): boolean {
  return vacations.some((vacation) => {
    const start = dateOfKey(vacation.start);
    const end = dateOfKey(vacation.end);
    return start !== undefined && end !== undefined && start <= date && date <= end;
  });
}
