// Approvals of board tasks that require them (per member): a member's completion
// asks the leader and managers (GROUP_TASK_APPROVAL); a manager approves (GROUP_TASK_APPROVED and
// SCORED_TASK to the member, the other managers' requests withdrawn) or sends it back.
import {
  approvalGranted,
  approvalRequested,
  formatMessage,
  pendingApprovals,
  requireBoardManager,
} from '@questlog/core';
import type { ApiTask } from '@questlog/core/api';
import type { Queryable } from '../../db/database.ts';
import { listBoardTasks, saveBoardTask, type BoardTask } from '../../db/repositories/boardTasks.ts';
import type { GroupRow } from '../../db/repositories/groups.ts';
import { addNotification } from '../../db/repositories/notifications.ts';
import { presentBoardTask } from '../../presenters/presentBoardTask.ts';
import type { BoardTaskChange, BoardView } from './boardAccess.ts';

/** The group's leader and managers: who approves, assigns and edits. */
export async function boardManagerIds(db: Queryable, group: GroupRow): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT user_id FROM group_members WHERE group_id = $1 AND role = 'manager'`,
    [group.id],
  );
  const ids = new Set(rows.map((row) => row.user_id));
  if (group.leader_id) ids.add(group.leader_id);
  return [...ids].sort();
}

/** Records `requester`'s request on the locked task and tells every manager. */
export async function requestApproval(
  tx: Queryable,
  {
    task,
    group,
    requester,
    now,
  }: { task: BoardTask; group: GroupRow; requester: { id: string; name: string }; now: Date },
): Promise<void> {
  const next = approvalRequested(task, requester.id, now);
  await saveBoardTask(tx, { ...next, groupId: task.groupId });
  const message = formatMessage('userHasRequestedTaskApproval', {
    user: requester.name,
    taskName: task.text,
  });
  for (const managerId of await boardManagerIds(tx, group)) {
    await addNotification(tx, managerId, {
      type: 'GROUP_TASK_APPROVAL',
      data: {
        message,
        groupId: group.id,
        taskId: task.id,
        userId: requester.id,
        direction: 'up',
        // Beyond the original's fields: the parts, so a client can word the line itself.
        task: { id: task.id, text: task.text },
        user: { id: requester.id, name: requester.name },
      },
      now,
    });
  }
}

/** POST /tasks/:taskId/approve/:userId. */
export async function approveBoardTask(
  change: BoardTaskChange,
  userId: string,
): Promise<BoardTask> {
  const { tx, task, group, user, now, member } = change;
  requireBoardManager(member);
  const approved = approvalGranted(task, {
    userId,
    approverId: user.row.id,
    now,
  });
  const next = { ...approved, groupId: task.groupId };
  await saveBoardTask(tx, next);
  await tx.query(
    `DELETE FROM notifications WHERE type = 'GROUP_TASK_APPROVAL'
       AND data->>'taskId' = $1 AND data->>'userId' = $2`,
    [task.id, userId],
  );
  const message = formatMessage('yourTaskHasBeenApproved', { taskText: task.text });
  await addNotification(tx, userId, {
    type: 'GROUP_TASK_APPROVED',
    data: { message, groupId: group.id, taskId: task.id, task: { id: task.id, text: task.text } },
    now,
  });
  // The client scores the task on seeing this.
  await addNotification(tx, userId, {
    type: 'SCORED_TASK',
    data: { message, scoreTask: presentBoardTask(next), direction: 'up' },
    now,
  });
  if (userId === user.row.id) change.notificationsChanged();
  return next;
}

/**
 * GET /approvals/group/:groupId: one entry per pending request, the task as the requesting
 * member sees it (their id as `userId`, the request in `group.approval`), oldest first.
 */
export async function listBoardApprovals({ db, group, member }: BoardView): Promise<ApiTask[]> {
  requireBoardManager(member);
  const tasks = await listBoardTasks(db, [group.id], { kind: 'active' });
  return tasks.flatMap((task) =>
    pendingApprovals(task).map(({ userId, approval }) => {
      const presented = presentBoardTask(task);
      return {
        ...presented,
        userId,
        group: {
          ...(presented.group as object),
          approval: {
            required: true,
            requested: true,
            approved: false,
            requestedDate: approval.requestedDate,
          },
        },
      } as ApiTask;
    }),
  );
}
