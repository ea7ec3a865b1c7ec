// Reaching a team board and its tasks: only groups with a live plan have one (else 404
// groupNotFound), only members see it, and a board task's changes run in changeGroup — the actor
// (and any named member) locked, then the group row, then the task row (docs/locking.md).
import { hasLivePlan, NotFound, type BoardMember } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { findBoardTask, lockBoardTask, type BoardTask } from '../../db/repositories/boardTasks.ts';
import { findGroup, findMemberRole, type GroupRow } from '../../db/repositories/groups.ts';
import { changeGroup, resolveGroupId, type PartyChange } from '../parties/partyChange.ts';

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
  request: FastifyRequest,
  groupParam: string,
  work: (change: BoardChange) => Promise<T>,
  options: { alsoLock?: readonly string[] } = {},
): Promise<T> {
  return changeGroup(
    request,
    groupParam,
    async (change) => {
      requireLivePlan(change.group, change.now);
      const member = await boardMemberOf(change.tx, change.group, change.user.row.id);
      return work({ ...change, member });
    },
    options,
  );
}

export interface BoardTaskChange extends BoardChange {
  task: BoardTask;
}

/** A change to one board task, locked after the group; an unknown task is 404 taskNotFound. */
export async function changeBoardTask<T>(
  request: FastifyRequest,
  taskId: string,
  work: (change: BoardTaskChange) => Promise<T>,
  options: { alsoLock?: readonly string[] } = {},
): Promise<T> {
  const found = await findBoardTask(request.server.db, taskId);
  if (!found) throw new NotFound('taskNotFound');
  return changeBoard(
    request,
    found.groupId,
    async (change) => {
      const task = await lockBoardTask(change.tx, found.id);
      if (!task) throw new NotFound('taskNotFound');
      return work({ ...change, task });
    },
    options,
  );
}

export interface BoardView {
  db: Queryable;
  group: GroupRow;
  member: BoardMember;
}

/** The plan group a read names, for one of its members (no lock: reads only). */
export async function readBoard(request: FastifyRequest, groupParam: string): Promise<BoardView> {
  const { db } = request.server;
  const userId = request.user!.id;
  const group = await findGroup(db, await resolveGroupId(db, userId, groupParam));
  if (!group) throw new NotFound('groupNotFound');
  requireLivePlan(group, request.server.clock.now());
  const member = await boardMemberOf(db, group, userId);
  if (!member.role) throw new NotFound('groupNotFound');
  return { db, group, member };
}

/** A board task for one of its group's members to read; undefined when the id is no board task. */
export async function readBoardTask(
  request: FastifyRequest,
  taskId: string,
): Promise<BoardTask | undefined> {
  const task = await findBoardTask(request.server.db, taskId);
  if (!task) return undefined;
  await readBoard(request, task.groupId).catch(() => {
    throw new NotFound('taskNotFound');
  });
  return task;
}
