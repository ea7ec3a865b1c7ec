// The seam between the tasks screen and @questlog/core's task rules. The web package holds no
// game rule of its own: each function here forwards to core. Rules not in core yet answer
// "nothing to apply" (see the notes) and the screen waits for the server instead.
import type { Direction, Player, Stats, Task } from '../api/tasksTypes.ts';

export type TaskColor = 'worst' | 'worse' | 'bad' | 'neutral' | 'good' | 'better' | 'best';

/** seed 000 §4 colour class; core's rules/tasks/taskColor.ts decides. */
export function taskColorOf(_task: Task): TaskColor {
  // core's taskColor has not landed: every card shows the neutral class until it does.
  return 'neutral';
}

/** seed 000 §4 "Task controls are disabled"; core's rules/tasks/taskControls.ts decides. */
export function areControlsDisabled(_task: Task, _userId: string | undefined): boolean {
  // core's taskControls has not landed: the server refuses what the rules refuse meanwhile.
  return false;
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
