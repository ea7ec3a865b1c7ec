// What a team-board task is and how each member stands with it: the board task is one shared task
// with a group and no owner; who has completed it is kept per assignee, or once (`completedBy`)
// when nobody is assigned.
import type { Task } from '../../model/task.ts';

/** A group plan's own board task (not a player's copy of anything). */
export function isBoardTask(task: Task): boolean {
  return !task.userId && Boolean(task.group.id);
}

export function assigneesOf(task: Task): string[] {
  return task.group.assignedUsers ?? [];
}

export function isAssigned(task: Task, userId: string): boolean {
  return assigneesOf(task).includes(userId);
}

/**
 * Whether `userId` has done the task: their own assignment when anybody is assigned, else the
 * task's one completion.
 */
export function hasCompleted(task: Task, userId: string): boolean {
  if (task.type !== 'daily' && task.type !== 'todo') return false;
  if (assigneesOf(task).length > 0)
    return task.group.assignedUsersDetail?.[userId]?.completed ?? false;
  return task.completed;
}

/** The task as `userId` scores it: for an assigned daily or to-do, their own completion. */
export function boardTaskAsSeenBy(task: Task, userId: string): Task {
  if (task.type !== 'daily' && task.type !== 'todo') return task;
  return { ...task, completed: hasCompleted(task, userId) };
}

/** Every assignee has completed it (an assigned task is completed only then). */
export function allAssigneesCompleted(task: Task): boolean {
  const assignees = assigneesOf(task);
  const detail = task.group.assignedUsersDetail ?? {};
  return assignees.length > 0 && assignees.every((id) => detail[id]?.completed === true);
}

/** The members who completed the task: its assignees who did, or the one who completed it. */
export function completersOf(task: Task): string[] {
  if (assigneesOf(task).length === 0) {
    const completer = task.group.completedBy?.userId;
    return completer && (task.type === 'daily' || task.type === 'todo') && task.completed
      ? [completer]
      : [];
  }
  return assigneesOf(task).filter((id) => hasCompleted(task, id));
}
