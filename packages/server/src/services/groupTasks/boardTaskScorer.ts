// Scoring a team-board task: core decides who may and on whose behalf (planBoardScore); the rewards
// are scoreTask's on the task as that member sees it, and go to that member; the shared task keeps
// each assignee's completion. A task that requires approval asks the managers first and answers 401
// taskApprovalHasBeenRequested once the request is saved. Also "needs work" (a manager takes a
// member's completion back).
//
// Locks (docs/locking.md): the scorer — and, unchecking, the members whose completion may go —
// in id order, then the task row. Two assignees completing at once queue on the task row: the
// second sees the first's completion, so the task completes exactly once.
import {
  assigneesOf,
  boardTaskAfterScore,
  boardTaskAsSeenBy,
  canManageBoard,
  formatMessage,
  needsWork,
  NotAuthorized,
  NotFound,
  planBoardScore,
  requireBoardManager,
  scoreTask,
  type UserState,
} from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  findBoardTask,
  lockBoardTask,
  saveBoardTask,
  type BoardTask,
} from '../../db/repositories/boardTasks.ts';
import { findGroup, findMemberRole } from '../../db/repositories/groups.ts';
import { addNotification } from '../../db/repositories/notifications.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { playerStateOf } from '../playerState.ts';
import type { RandomSource } from '../random.ts';
import type { SignedInContext } from '../signedInContext.ts';
import type { Direction, TaskScore } from '../taskScorer.ts';
import { requireLivePlan, type BoardTaskChange } from './boardAccess.ts';
import { requestApproval } from './boardApprovals.ts';

/** The member a scoring rewards (or takes rewards back from), as locked. */
interface ScoredMember {
  row: UserRow;
  write(columns: Record<string, unknown>): Promise<void> | void;
}

interface ScoreContext {
  tx: Queryable;
  now: Date;
  random: RandomSource;
}

/** Scores the locked board task for `member` and saves both. */
async function scoreForMember(
  { tx, now, random }: ScoreContext,
  task: BoardTask,
  member: ScoredMember,
  direction: Direction,
) {
  const state = playerStateOf(member.row);
  const seen = boardTaskAsSeenBy(task, member.row.id);
  const result = scoreTask({ user: state, task: seen }, { direction }, { now, random });
  const after = boardTaskAfterScore(task, result.task, {
    playerId: member.row.id,
    direction,
    now,
  });
  await saveBoardTask(tx, { ...after, groupId: task.groupId });
  const next = result.user;
  await member.write({
    stats: next.stats,
    items: next.items,
    achievements: next.achievements,
    flags: next.flags,
    party: { ...member.row.party, ...next.party },
  });
  for (const notification of result.userNotifications) {
    await addNotification(tx, member.row.id, { ...notification, now });
  }
  return result;
}

export interface BoardScoreAnswer {
  score?: TaskScore;
  stats: UserState['stats'];
  approvalRequested?: boolean;
}

/** POST /tasks/:taskId/score/:direction for a board task. */
export async function scoreBoardTask(
  context: SignedInContext,
  taskId: string,
  direction: Direction,
): Promise<BoardScoreAnswer> {
  const peek = await findBoardTask(context.db, taskId);
  if (!peek) throw new NotFound('taskNotFound');
  // Unchecking may take the completion back from another member: lock those who had it.
  const mayRollBack =
    direction === 'down'
      ? [...assigneesOf(peek), peek.group.completedBy?.userId].filter((id): id is string =>
          Boolean(id),
        )
      : [];
  const answer = await context.changeActor(
    async (change) => {
      const { tx, user, now } = change;
      const task = change.boardTask;
      if (!task) throw new NotFound('taskNotFound');
      const group = await findGroup(tx, task.groupId);
      if (!group) throw new NotFound('taskNotFound');
      requireLivePlan(group, now);
      const role = await findMemberRole(tx, group.id, user.row.id);
      if (!role) throw new NotFound('taskNotFound');
      const canManage = canManageBoard({ isLeader: group.leader_id === user.row.id, role });
      const plan = planBoardScore(task, { userId: user.row.id, canManage }, direction);
      if (plan.kind !== 'score') {
        if (plan.kind === 'requestApproval') {
          const name = (user.row.profile as { name?: string }).name ?? '';
          await requestApproval(tx, { task, group, requester: { id: user.row.id, name }, now });
        }
        return { approvalRequested: true, stats: user.row.stats };
      }
      let member: ScoredMember = {
        row: user.row,
        write: (columns) => change.setUserColumns(columns),
      };
      if (plan.playerId !== user.row.id) {
        // Locked with the scorer only if they were among the task's completers when we looked.
        if (!mayRollBack.includes(plan.playerId)) throw new NotAuthorized('sessionOutdated');
        const row = change.others.get(plan.playerId);
        if (!row) throw new NotFound('taskNotFound');
        member = { row, write: (columns) => change.writePlayer(row.id, columns) };
      }
      const result = await scoreForMember(change, task, member, direction);
      if (member.row === user.row) {
        if (result.userNotifications.length > 0) change.notificationsChanged();
        const score = {
          taskId: task.id,
          delta: result.delta,
          tmp: { ...result.tmp, notices: result.notifications },
        };
        return { score, stats: result.user.stats };
      }
      const score = { taskId: task.id, delta: result.delta, tmp: {} };
      return { score, stats: user.row.stats };
    },
    {
      withAccount: false,
      relistNotifications: false,
      // The scorer and those who may lose their completion, then the task row.
      lock: { players: mayRollBack, boardTaskId: taskId },
    },
  );
  // The request is saved; the refusal tells the client so.
  if (answer.approvalRequested) throw new NotAuthorized('taskApprovalHasBeenRequested');
  return answer as BoardScoreAnswer;
}

/** POST /tasks/:taskId/needs-work/:userId: run in changeBoardTask with the member locked too. */
export async function markNeedsWork(change: BoardTaskChange, userId: string): Promise<BoardTask> {
  const { tx, task, group, user, now, member } = change;
  requireBoardManager(member);
  const outcome = needsWork(task, userId);
  let next: BoardTask;
  if (outcome.kind === 'requestReturned') {
    next = { ...outcome.task, groupId: task.groupId };
    await saveBoardTask(tx, next);
    await tx.query(
      `DELETE FROM notifications WHERE type = 'GROUP_TASK_APPROVAL'
         AND data->>'taskId' = $1 AND data->>'userId' = $2`,
      [task.id, userId],
    );
  } else {
    const row = change.playerRow(userId);
    if (!row) throw new NotFound('taskNotFound');
    await scoreForMember(
      change,
      task,
      { row, write: (columns) => change.writePlayer(userId, columns) },
      'down',
    );
    next = (await lockBoardTask(tx, task.id))!;
  }
  // Managers who mark their own task are not told.
  if (userId !== user.row.id) {
    const managerName = (user.row.profile as { name?: string }).name ?? '';
    await addNotification(tx, userId, {
      type: 'GROUP_TASK_NEEDS_WORK',
      data: {
        message: formatMessage('taskNeedsWork', { managerName, taskText: task.text }),
        task: { id: task.id, text: task.text },
        group: { id: group.id, name: group.name },
        manager: { id: user.row.id, name: managerName },
      },
      now,
    });
  }
  return next;
}
