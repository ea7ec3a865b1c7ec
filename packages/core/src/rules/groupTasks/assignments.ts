// Assigning team-board tasks to members: no per-member copy, the ids go into `assignedUsers` and
// each gets an `assignedUsersDetail` entry; unassigning removes both. An assigned task's completion
// is its assignees' (withSharedCompletion).
import { NotAuthorized } from '../../errors.ts';
import type { Task } from '../../model/task.ts';
import { assigneesOf, isBoardTask } from './boardTask.ts';
import { withSharedCompletion } from './boardScoring.ts';

export interface Assignee {
  id: string;
  username: string;
}

export function assignedTask(
  task: Task,
  assignees: readonly Assignee[],
  { assigningUsername, now }: { assigningUsername: string; now: Date },
): { task: Task; newlyAssigned: string[] } {
  if (!isBoardTask(task)) throw new NotAuthorized('onlyGroupTasksCanBeAssigned');
  const current = assigneesOf(task);
  const fresh = assignees.filter(
    (assignee, index) =>
      !current.includes(assignee.id) && assignees.findIndex((a) => a.id === assignee.id) === index,
  );
  if (fresh.length === 0) return { task, newlyAssigned: [] };
  const detail = { ...task.group.assignedUsersDetail };
  for (const assignee of fresh) {
    detail[assignee.id] = {
      assignedDate: now.toISOString(),
      assignedUsername: assignee.username,
      assigningUsername,
      completed: false,
    };
  }
  const after = {
    ...task,
    group: {
      ...task.group,
      assignedUsers: [...current, ...fresh.map((assignee) => assignee.id)],
      assignedUsersDetail: detail,
    },
  } as Task;
  return { task: withSharedCompletion(task, after, now), newlyAssigned: fresh.map((a) => a.id) };
}

export function unassignedTask(task: Task, userId: string, now: Date): Task {
  if (!isBoardTask(task)) throw new NotAuthorized('onlyGroupTasksCanBeAssigned');
  const { [userId]: _gone, ...detail } = task.group.assignedUsersDetail ?? {};
  const { [userId]: _approval, ...approvals } = task.group.approvals ?? {};
  const after = {
    ...task,
    group: {
      ...task.group,
      assignedUsers: assigneesOf(task).filter((id) => id !== userId),
      assignedUsersDetail: detail,
      ...(task.group.approvals ? { approvals } : {}),
    },
  } as Task;
  return withSharedCompletion(task, after, now);
}
