// POST /tasks/:taskId/assign (body: member ids) and /unassign/:userId: managers
// assign board tasks to members; each newly assigned member other than the manager hears of it
// (GROUP_TASK_ASSIGNED), and unassigning withdraws that notice.
import {
  assignedTask,
  formatMessage,
  NotAuthorized,
  requireBoardManager,
  unassignedTask,
} from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { findBoardTask, saveBoardTask, type BoardTask } from '../../db/repositories/boardTasks.ts';
import { addNotification } from '../../db/repositories/notifications.ts';
import { findTask } from '../../db/repositories/tasks.ts';
import type { BoardTaskChange } from './boardAccess.ts';

/** A player's own task is no board task: 401 onlyGroupTasksCanBeAssigned rather than 404. */
export async function refuseOwnTaskAssignment(
  db: Queryable,
  userId: string,
  taskId: string,
): Promise<void> {
  if (!(await findBoardTask(db, taskId)) && (await findTask(db, userId, taskId))) {
    throw new NotAuthorized('onlyGroupTasksCanBeAssigned');
  }
}

interface MemberName {
  id: string;
  username: string;
}

/** The group's members among `ids`, with their usernames. */
async function membersNamed(
  change: BoardTaskChange,
  ids: readonly string[],
): Promise<MemberName[]> {
  return change.tx.query<MemberName>(
    `SELECT m.user_id AS id, coalesce(c.username, '') AS username FROM group_members m
     LEFT JOIN credentials c ON c.user_id = m.user_id
     WHERE m.group_id = $1 AND m.user_id = ANY($2::uuid[])`,
    [change.group.id, ids],
  );
}

async function usernameOf(change: BoardTaskChange, userId: string): Promise<string> {
  const [named] = await membersNamed(change, [userId]);
  return named?.username ?? '';
}

export async function assignBoardTask(
  change: BoardTaskChange,
  userIds: readonly string[],
): Promise<BoardTask> {
  const { tx, task, group, user, now, member } = change;
  requireBoardManager(member);
  const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
  const members = await membersNamed(change, ids);
  if (members.length !== ids.length) throw new NotAuthorized('userMustBeMember');
  const byId = new Map(members.map((named) => [named.id, named]));
  const assigningUsername = await usernameOf(change, user.row.id);
  const { task: assigned, newlyAssigned } = assignedTask(
    task,
    ids.map((id) => byId.get(id)!),
    { assigningUsername, now },
  );
  const next = { ...assigned, groupId: task.groupId };
  await saveBoardTask(tx, next);
  const managerName = (user.row.profile as { name?: string }).name ?? assigningUsername;
  for (const assigneeId of newlyAssigned) {
    if (assigneeId === user.row.id) continue;
    await addNotification(tx, assigneeId, {
      type: 'GROUP_TASK_ASSIGNED',
      data: {
        message: formatMessage('youHaveBeenAssignedTask', { managerName, taskText: task.text }),
        groupId: group.id,
        taskId: task.id,
        task: { id: task.id, text: task.text },
        manager: { id: user.row.id, name: managerName },
      },
      now,
    });
  }
  return next;
}

export async function unassignBoardTask(
  change: BoardTaskChange,
  userId: string,
): Promise<BoardTask> {
  const { tx, task, now, member } = change;
  requireBoardManager(member);
  const next = {
    ...unassignedTask(task, userId.toLowerCase(), now),
    groupId: task.groupId,
  };
  await saveBoardTask(tx, next);
  await tx.query(
    `DELETE FROM notifications WHERE user_id = $1 AND type = 'GROUP_TASK_ASSIGNED'
       AND data->>'taskId' = $2`,
    [userId, task.id],
  );
  return next;
}
