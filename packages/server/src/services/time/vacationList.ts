// A player's planned vacations, kept in `preferences.vacations` ({ id, start, end }, inclusive game
// dates): at most ten, none overlapping (docs/game-rules.md#vacations-and-skipped-days). During one
// the day boundary excuses the player's open dailies (core dailyDayOutcome).
import { randomUUID } from 'node:crypto';
import {
  BadRequest,
  NotFound,
  type Vacation,
  dateOfKey,
  formatMessage,
  vacationProblem,
} from '@questlog/core';
import type { SignedInContext } from '../signedInContext.ts';

export const MAX_VACATIONS = 10;

export interface StoredVacation extends Vacation {
  id: string;
}

const PROBLEM_KEYS = {
  startNotADate: 'vacationStartNotADate',
  endNotADate: 'vacationEndNotADate',
  endBeforeStart: 'vacationEndBeforeStart',
} as const;

/** The stored vacations (malformed entries, which no change writes, are left out). */
export function vacationsOf(preferences: Record<string, unknown>): StoredVacation[] {
  const stored = preferences.vacations;
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (entry): entry is StoredVacation =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as StoredVacation).id === 'string' &&
      vacationProblem(entry as Vacation) === undefined,
  );
}

/** Refuses a vacation that is malformed, one too many or overlapping a planned one. */
function checkNewVacation(vacation: Vacation, planned: readonly StoredVacation[]): void {
  const problem = vacationProblem(vacation);
  if (problem) {
    const param = problem === 'startNotADate' ? 'start' : 'end';
    throw new BadRequest(PROBLEM_KEYS[problem], {
      errors: [{ param, value: vacation[param], message: formatMessage(PROBLEM_KEYS[problem]) }],
    });
  }
  if (planned.length >= MAX_VACATIONS)
    throw new BadRequest('tooManyVacations', { params: { max: MAX_VACATIONS } });
  const start = dateOfKey(vacation.start)!;
  const end = dateOfKey(vacation.end)!;
  const overlaps = planned.some(
    (other) => dateOfKey(other.start)! <= end && start <= dateOfKey(other.end)!,
  );
  if (overlaps) throw new BadRequest('vacationOverlaps');
}

function byStart(a: StoredVacation, b: StoredVacation): number {
  return a.start < b.start ? -1 : a.start > b.start ? 1 : 0;
}

/** Plans a vacation for the acting player; answers the list, by start date. */
export function addVacation(context: SignedInContext, vacation: Vacation) {
  return context.changeActor(
    async ({ user, setUserColumns }) => {
      const planned = vacationsOf(user.row.preferences);
      checkNewVacation(vacation, planned);
      const vacations = [...planned, { id: randomUUID(), ...vacation }].sort(byStart);
      setUserColumns({ preferences: { ...user.row.preferences, vacations } });
      return vacations;
    },
    { withAccount: false, relistNotifications: false },
  );
}

/** Removes one of the acting player's vacations; answers the list. */
export function removeVacation(context: SignedInContext, vacationId: string) {
  return context.changeActor(
    async ({ user, setUserColumns }) => {
      const planned = vacationsOf(user.row.preferences);
      const vacations = planned.filter((vacation) => vacation.id !== vacationId);
      if (vacations.length === planned.length) throw new NotFound('vacationNotFound');
      setUserColumns({ preferences: { ...user.row.preferences, vacations } });
      return vacations;
    },
    { withAccount: false, relistNotifications: false },
  );
}
