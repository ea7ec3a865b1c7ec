// The seam between the tasks screen and @questlog/core's task rules. The web package holds no
// game rule of its own: each function here forwards to core. Rules not in core yet answer
// "nothing to apply" (see the notes) and the screen waits for the server instead.
import {
  areTaskControlsDisabled,
  taskColor,
  type Task as CoreTask,
  type TaskColor,
} from '@questlog/core';
import type { Direction, Player, Stats, Task } from '../api/tasksTypes.ts';

export type { TaskColor };

/**
 * The API's task as core's model: the server sends every field (presentTask), `id` beside
 * `_id`; the groups and challenge objects default to empty for tasks made before they existed.
 */
export function asCoreTask(task: Task): CoreTask {
  return {
    ...task,
    id: task.id ?? task._id,
    group: task.group ?? {},
    challenge: task.challenge ?? {},
  } as unknown as CoreTask; // the API's task is core's Task with optional fields the server fills
}

/** seed 000 §4 colour class by value (rewards purple). */
export function taskColorOf(task: Task): TaskColor {
  return taskColor(task);
}

/** seed 000 §4 "Task controls are disabled" for this player. */
export function areControlsDisabled(task: Task, userId: string | undefined): boolean {
  return areTaskControlsDisabled(asCoreTask(task), userId ?? '');
}

export interface LocalScore {
  task: Task;
  stats: Stats;
}

/**
 * The deterministic part of core's scoreTask, applied at once. Crits and drops are chance: the
 * random source given here never decides what the player sees, the server's answer does.
 */
export function scoreLocally(
  _player: Player,
  _task: Task,
  _direction: Direction,
  _now: Date,
): LocalScore | null {
  // core's scoreTask has not landed: nothing is applied before the server answers.
  return null;
}

/** seed 001 §9: max health, the experience to the next level, max mana (core's levels.ts). */
export { MAX_HEALTH, maxMP, toNextLevel } from '@questlog/core';
