// core's rules that change a task here before the server answers: scoring, a new task made while
// offline, the checks of an edit. They take core's recurrence rules (and rrule) with them, so the
// tasks screen loads them after its first paint (localTaskRulesLoader.ts).
import {
  ApiError,
  createTask,
  type ParamError,
  playerFromApi,
  type RecurrenceOptions,
  updateTask as applyTaskUpdate,
  scoreTask,
} from '@questlog/core';
import type { Direction, NewTask, Player, Stats, Task } from '../api/tasksTypes.ts';
import { asCoreTask } from './tasksRules.ts';

export interface LocalScore {
  task: Task;
  stats: Stats;
}

// Chance is the server's: locally every roll lands on "no crit, no drop".
const noLuck = () => 1;

/**
 * core's scoreTask applied at once. A refusal or a player the rule cannot read (a partial user)
 * applies nothing: the server's answer then decides, and its error is what the player sees.
 */
export function scoreLocally(
  player: Player,
  task: Task,
  direction: Direction,
  now: Date,
): LocalScore | null {
  if (!player.stats) return null; // no stats to show a change of
  try {
    const result = scoreTask(
      { user: playerFromApi(player), task: asCoreTask(task) },
      { direction },
      { now, random: noLuck },
    );
    return {
      task: { ...task, ...result.task, _id: task._id },
      stats: { ...player.stats, ...result.user.stats },
    };
  } catch {
    return null;
  }
}

/**
 * core's updateTask checks of an edit: the server runs the same checks, so a refusal here is
 * shown beside the fields without a round trip.
 */
export function taskUpdateErrors(task: Task, changes: Partial<Task>, now: Date): ParamError[] {
  try {
    applyTaskUpdate(asCoreTask(task), changes as Record<string, unknown>, {
      now,
      newId: () => crypto.randomUUID(),
    });
    return [];
  } catch (error) {
    if (error instanceof ApiError && error.errors) return error.errors;
    throw error;
  }
}

/**
 * A new task as core's createTask makes it, shown under `id` until the server has made it (its
 * answer replaces it). Null when core refuses the draft: the server's refusal is shown instead.
 */
export function taskMadeLocally(
  draft: NewTask,
  id: string,
  { now, day }: { now: Date; day: RecurrenceOptions },
): Task | null {
  try {
    const made = createTask(draft, { now, day, newId: () => crypto.randomUUID() });
    return { ...made, _id: id, id } as Task;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
