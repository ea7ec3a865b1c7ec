// Whether a task's scoring controls are disabled for a user, and why.
import type { Task } from '../../model/task.ts';
import { hasFainted } from '../user/revive.ts';

export type DisabledReason =
  'fainted' | 'completed' | 'notDue' | 'assignmentCompleted' | 'challengeTask' | 'notAssigned';

/** The player's health, when known: at 0 nothing is scored until the player revives. */
export interface ControlsPlayer {
  hp: number;
}

/**
 * Why the controls are disabled, or null when the user may score the task. A "challenge task" is
 * the challenge's own task (shown on the challenge page), not the player's copy of it, which
 * carries the player's userId and is scored like any other task.
 */
export function taskControlsDisabledReason(
  task: Task,
  userId: string,
  player?: ControlsPlayer,
): DisabledReason | null {
  // A fainted player may only revive.
  if (player && hasFainted(player)) return 'fainted';
  if ('completed' in task && task.completed) return 'completed';
  if (task.type === 'daily' && !task.isDue) return 'notDue';
  const assignees = task.group.assignedUsers ?? [];
  if (task.group.assignedUsersDetail?.[userId]?.completed) return 'assignmentCompleted';
  if (task.challenge.id && task.userId !== userId) return 'challengeTask';
  // A board task assigned to nobody is any member's to complete.
  if (task.group.id && assignees.length > 0 && !assignees.includes(userId)) return 'notAssigned';
  return null;
}

export function areTaskControlsDisabled(
  task: Task,
  userId: string,
  player?: ControlsPlayer,
): boolean {
  return taskControlsDisabledReason(task, userId, player) !== null;
}
