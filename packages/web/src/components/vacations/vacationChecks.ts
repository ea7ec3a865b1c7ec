// The vacation form's own checks, before anything is sent (the server checks the same): real
// dates, the end not before the start, not in the past, at most 10, none overlapping. Each
// problem is a catalogue key under `vacations.errors`, shown beside its field.
import { dateOfKey, vacationProblem } from '@questlog/core';
import type { Vacation } from '../../api/timeTypes.ts';

export const MAX_VACATIONS = 10;

export interface VacationErrors {
  start?: string;
  end?: string;
}

export function vacationErrors(
  draft: { start: string; end: string },
  today: string,
  existing: readonly Vacation[],
): VacationErrors {
  if (draft.start === '') return { start: 'vacations.errors.startRequired' };
  if (draft.end === '') return { end: 'vacations.errors.endRequired' };
  const problem = vacationProblem(draft);
  if (problem === 'startNotADate') return { start: 'vacations.errors.notADate' };
  if (problem === 'endNotADate') return { end: 'vacations.errors.notADate' };
  if (problem === 'endBeforeStart') return { end: 'vacations.errors.endBeforeStart' };
  // the day that is running can still be taken off; only past ones cannot
  if (draft.end < today) return { end: 'vacations.errors.inPast' };
  if (existing.length >= MAX_VACATIONS) return { start: 'vacations.errors.tooMany' };
  const start = dateOfKey(draft.start)!;
  const end = dateOfKey(draft.end)!;
  const overlaps = existing.some(
    (vacation) =>
      (dateOfKey(vacation.start) ?? Infinity) <= end && start <= (dateOfKey(vacation.end) ?? -1),
  );
  return overlaps ? { start: 'vacations.errors.overlaps' } : {};
}
