// Scoring a team-board task: who may score it, on whose behalf, whether an approval stands in the
// way, and the shared task after a member's scoring. The player's rewards themselves come from
// scoreTask, run on the task as that member sees it (boardTaskAsSeenBy).
import { BadRequest, NotAuthorized } from '../../errors.ts';
import type { Task } from '../../model/task.ts';
import type { Direction } from '../tasks/taskValueDelta.ts';
import { allAssigneesCompleted, assigneesOf, hasCompleted, isAssigned } from './boardTask.ts';

export interface BoardActor {
  userId: string;
  /** The group's leader or one of its managers. */
  canManage: boolean;
}

export type BoardScorePlan =
  /** Score it for `playerId`: the scorer, or (unchecking) the member whose completion goes. */
  | { kind: 'score'; playerId: string }
  /** It needs approval: record the request and tell the managers. */
  | { kind: 'requestApproval' }
  /** The approval was asked for already and is still pending. */
  | { kind: 'approvalPending' };

export function planBoardScore(
  task: Task,
  actor: BoardActor,
  direction: Direction,
): BoardScorePlan {
  const { userId } = actor;
  const assigned = assigneesOf(task).length > 0;
  // A group task not assigned to the user cannot be scored by them.
  const mayScoreOwn = !assigned || isAssigned(task, userId);
  if (task.type === 'habit' || task.type === 'reward') {
    if (!mayScoreOwn) throw new NotAuthorized('taskNotAssignedToYou');
    return { kind: 'score', playerId: userId };
  }
  if (direction === 'up') {
    if (!mayScoreOwn) throw new NotAuthorized('taskNotAssignedToYou');
    if (hasCompleted(task, userId)) throw new NotAuthorized('sessionOutdated');
    if (task.group.approval?.required) {
      const approval = task.group.approvals?.[userId];
      if (!approval?.approved) {
        return approval?.requested ? { kind: 'approvalPending' } : { kind: 'requestApproval' };
      }
    }
    return { kind: 'score', playerId: userId };
  }
  // Unchecking: the assignee themselves, the one who completed it, or a manager (whose
  // unchecking takes the completion back from the member who had it).
  const playerId = rollbackPlayer(task, actor);
  if (!hasCompleted(task, playerId)) throw new NotAuthorized('sessionOutdated');
  return { kind: 'score', playerId };
}

function rollbackPlayer(task: Task, { userId, canManage }: BoardActor): string {
  const assignees = assigneesOf(task);
  if (assignees.length === 0) {
    const completer = task.group.completedBy?.userId ?? userId;
    if (completer !== userId && !canManage) throw new NotAuthorized('onlyGroupLeaderCanEditTasks');
    return completer;
  }
  if (assignees.includes(userId)) return userId;
  if (!canManage) throw new NotAuthorized('taskNotAssignedToYou');
  // With several assignees a manager names the member: POST /tasks/:id/needs-work/:userId.
  if (assignees.length > 1) throw new BadRequest('taskHasSeveralAssignees');
  return assignees[0]!;
}

/**
 * The shared task after `playerId`'s scoring, given `scored`, what scoreTask made of the task as
 * that member saw it. The value moves with every scoring; completion is the member's own when
 * anybody is assigned (the task completes, and a daily's streak grows, once all have), else the
 * task's, with `completedBy`. A used approval is spent.
 */
export function boardTaskAfterScore(
  task: Task,
  scored: Task,
  { playerId, direction, now }: { playerId: string; direction: Direction; now: Date },
): Task {
  if (task.type === 'habit' || task.type === 'reward') return scored;
  if (scored.type !== task.type) return scored;
  const isUp = direction === 'up';
  const { [playerId]: _spent, ...approvals } = task.group.approvals ?? {};
  const group = {
    ...task.group,
    ...(task.group.approvals ? { approvals } : {}),
  };
  if (assigneesOf(task).length === 0) {
    const { completedBy: _was, ...rest } = group;
    return {
      ...scored,
      group: isUp ? { ...rest, completedBy: { userId: playerId, date: now.toISOString() } } : rest,
    } as Task;
  }
  const detail = task.group.assignedUsersDetail ?? {};
  const mine = detail[playerId] ?? { completed: false };
  const { completedDate: _date, ...open } = mine;
  const after = {
    ...task,
    value: scored.value,
    ...(scored.type === 'todo' || scored.type === 'daily' ? { checklist: scored.checklist } : {}),
    group: {
      ...group,
      assignedUsersDetail: {
        ...detail,
        [playerId]: isUp
          ? { ...mine, completed: true, completedDate: now.toISOString() }
          : { ...open, completed: false },
      },
    },
    updatedAt: scored.updatedAt,
  } as Task;
  return withSharedCompletion(task, after, now);
}

/**
 * An assigned task's own completion follows its assignees': completed once all have (the daily's
 * streak +1, a to-do's dateCompleted set), open again when one has not.
 */
export function withSharedCompletion(before: Task, after: Task, now: Date): Task {
  if (after.type !== 'daily' && after.type !== 'todo') return after;
  if (assigneesOf(after).length === 0) return after;
  const wasCompleted = before.type === after.type && (before as typeof after).completed;
  const isCompleted = allAssigneesCompleted(after);
  if (wasCompleted === isCompleted) return { ...after, completed: isCompleted };
  if (after.type === 'todo') {
    return {
      ...after,
      completed: isCompleted,
      dateCompleted: isCompleted ? now.toISOString() : null,
    };
  }
  const streak = Math.max(0, after.streak + (isCompleted ? 1 : -1));
  return { ...after, completed: isCompleted, streak };
}
