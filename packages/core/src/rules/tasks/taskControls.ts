// Whether a task's scoring controls are disabled for a user (seed 000 §4 "Task controls").
import type { Task } from '../../model/task.ts';

export type DisabledReason =
  'completed' | 'notDue' | 'assignmentCompleted' | 'challengeTask' | 'notAssigned';

/**
 * Why the controls are disabled, or null when the user may score the task. A "challenge task" is
 * the challenge's own task (shown on the challenge page), not the player's copy of it, which
 * carries the player's userId and is scored like any other task.
 */
export function taskControlsDisabledReason(task: Task, userId: string): DisabledReason | null {
  if ('completed' in task && task.completed) return 'completed';
  if (task.type === 'daily' && !task.isDue) return 'notDue';
  const assignees = task.group.assignedUsers ?? [];
  if (task.group.assignedUsersDetail?.[userId]?.completed) return 'assignmentCompleted';
  if (task.challenge.id && task.userId !== userId) return 'challengeTask';
  if (task.group.id && !assignees.includes(userId)) return 'notAssigned';
  return null;
}

export function areTaskControlsDisabled(task: Task, userId: string): boolean {
  return taskControlsDisabledReason(task, userId) !== null;
}
