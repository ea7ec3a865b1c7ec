// Reaching a team board and its tasks: only groups with a live plan have one (else 404
// groupNotFound), only members see it, and a board task's changes run in changeGroup — the actor
// (and any named member) locked, then the group row, then the task row (docs/locking.md).
import { hasLivePlan, NotFound, type BoardMember } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { findBoardTask, type BoardTask } from '../../db/repositories/boardTasks.ts';
import { findGroup, findMemberRole, type GroupRow } from '../../db/repositories/groups.ts';
import { resolveGroupId } from '../parties/groupIds.ts';
import { changeGroup, type PartyChange } from '../parties/partyChange.ts';
import type { ServiceContext } from '../serviceContext.ts';
import type { SignedInContext } from '../signedInContext.ts';

export function requireLivePlan(group: GroupRow, now: Date): void {
  if (!hasLivePlan(group.purchased, now)) throw new NotFound('groupNotFound');
}

export async function boardMemberOf(
  db: Queryable,
  group: GroupRow,
  userId: string,
): Promise<BoardMember> {
  return {
    isLeader: group.leader_id === userId,
    role: await findMemberRole(db, group.id, userId),
  };
}

export interface BoardChange extends PartyChange {
  member: BoardMember;
}

/** A change to a plan group's board: the caller must be a member of a group with a live plan. */
export function changeBoard<T>(
  context: SignedInContext,
  groupParam: string,
  work: (change: BoardChange) => Promise<T>,
  options: BoardChangeOptions = {},
): Promise<T> {
  return changeGroup(
    context,
    groupParam,
    async (change) => {
      requireLivePlan(change.group, change.now);
      const member = await boardMemberOf(change.tx, change.group, change.user.row.id);
      return work({ ...change, member });
    },
    options,
  );
}

interface BoardChangeOptions {
  /** Other members the change writes, locked with the actor. */
  alsoLock?: readonly string[];
  /** A board task of the group to lock after the group row. */
  boardTaskId?: string;
}

export interface BoardTaskChange extends BoardChange {
  task: BoardTask;
}

/** A change to one board task, locked after the group; an unknown task is 404 taskNotFound. */
export async function changeBoardTask<T>(
  context: SignedInContext,
  taskId: string,
  work: (change: BoardTaskChange) => Promise<T>,
  options: { alsoLock?: readonly string[] } = {},
): Promise<T> {
  const found = await findBoardTask(context.db, taskId);
  if (!found) throw new NotFound('taskNotFound');
  return changeBoard(
    context,
    found.groupId,
    async (change) => {
      const task = change.boardTask;
      if (!task) throw new NotFound('taskNotFound');
      return work({ ...change, task });
    },
    { ...options, boardTaskId: found.id },
  );
}

export interface BoardView {
  db: Queryable;
  group: GroupRow;
  member: BoardMember;
}

/** The plan group a read names, for one of its members (no lock: reads only). */
export async function readBoard(context: ServiceContext, groupParam: string): Promise<BoardView> {
  const { db } = context;
  const userId = context.actorId;
  if (!userId) throw new NotFound('groupNotFound');
  const group = await findGroup(db, await resolveGroupId(db, userId, groupParam));
  if (!group) throw new NotFound('groupNotFound');
  requireLivePlan(group, context.clock.now());
  const member = await boardMemberOf(db, group, userId);
  if (!member.role) throw new NotFound('groupNotFound');
  return { db, group, member };
}

/** A board task for one of its group's members to read; undefined when the id is no board task. */
export async function readBoardTask(
  context: ServiceContext,
  taskId: string,
): Promise<BoardTask | undefined> {
  const task = await findBoardTask(context.db, taskId);
  if (!task) return undefined;
  await readBoard(context, task.groupId).catch(() => {
    throw new NotFound('taskNotFound');
  });
  return task;
}
