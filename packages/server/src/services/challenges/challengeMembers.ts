// Joining and leaving a challenge. Joining adds the player (once: 401 userAlreadyInChallenge),
// earns "Challenger" the first time, gives the player the challenge's tag and a copy of each of its
// tasks (copies kept from before are brought in line; those whose task is gone break). Leaving
// keeps the copies as the player's own tasks or removes them. Both run under the player's lock and
// then the challenge row's, the documented order.
import { randomUUID } from 'node:crypto';
import {
  breakChallengeCopy,
  copyChallengeTask,
  NotAuthorized,
  NotFound,
  resyncChallengeCopy,
  addToOrder,
  removeFromOrder,
  type TasksOrder,
} from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  addChallengeMember,
  lockChallenge,
  removeChallengeMember,
  type ChallengeRow,
} from '../../db/repositories/challenges.ts';
import {
  insertChallengeTasks,
  listChallengeCopies,
  listChallengeTasks,
  unlinkCopyColumn,
} from '../../db/repositories/challengeTasks.ts';
import { addNotification } from '../../db/repositories/notifications.ts';
import { deleteTask, saveTask, type StoredTask } from '../../db/repositories/tasks.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { playerDay } from '../playerDay.ts';
import type { PlayerChange } from '../players/playerChanger.ts';

export type KeepChoice = 'keep-all' | 'remove-all';

/** Adds the locked player to the challenge with its tag and tasks; answers the challenge. */
export async function joinChallenge(
  change: PlayerChange,
  challengeId: string,
): Promise<ChallengeRow> {
  const { tx, user, now } = change;
  const challenge = await lockChallenge(tx, challengeId);
  if (!challenge) throw new NotFound('challengeNotFound');
  if (!(await addChallengeMember(tx, challenge.id, user.row.id, now))) {
    throw new NotAuthorized('userAlreadyInChallenge');
  }
  if (user.row.achievements.joinedChallenge !== true) {
    change.setUserColumns({ achievements: { ...user.row.achievements, joinedChallenge: true } });
    await addNotification(tx, user.row.id, {
      type: 'CHALLENGE_JOINED_ACHIEVEMENT',
      data: { achievement: 'joinedChallenge' },
      now,
    });
  }
  await giveChallengeTag(tx, user.row.id, challenge, now);
  const order = await syncTasksToMember(tx, challenge, user.row, now);
  change.setUserColumns({ tasks_order: order });
  return { ...challenge, member_count: challenge.member_count + 1 };
}

/** The member's tag `{id: challengeId, name: shortName, challenge: true}`. */
export async function giveChallengeTag(
  tx: Queryable,
  userId: string,
  challenge: ChallengeRow,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO tags (user_id, id, name, position, challenge, created_at)
     VALUES ($1, $2, $3, (SELECT coalesce(max(position) + 1, 0) FROM tags WHERE user_id = $1), true, $4)
     ON CONFLICT (user_id, id) DO UPDATE SET name = EXCLUDED.name, challenge = true`,
    [userId, challenge.id, challenge.short_name, now],
  );
}

/**
 * Gives the member a copy of each challenge task, re-syncs copies they kept, breaks copies of
 * tasks that are gone; answers the member's order with the new copies on top.
 */
export async function syncTasksToMember(
  tx: Queryable,
  challenge: ChallengeRow,
  member: Pick<UserRow, 'id' | 'preferences' | 'tasks_order'>,
  now: Date,
): Promise<TasksOrder> {
  const userId = member.id;
  const day = playerDay(member.preferences);
  const originals = await listChallengeTasks(tx, challenge.id);
  const copies = await listChallengeCopies(tx, challenge.id, { userId });
  const byOriginal = new Map(copies.map((copy) => [copy.challenge.taskId, copy]));
  const created: StoredTask[] = [];
  const kept: StoredTask[] = [];
  for (const original of originals) {
    const copy = byOriginal.get(original.id);
    byOriginal.delete(original.id);
    if (copy) {
      const synced = resyncChallengeCopy(copy, original, now, day);
      await saveTask(tx, synced);
      kept.push(synced);
    } else {
      created.push(
        copyChallengeTask(original, {
          userId,
          newId: randomUUID,
          now,
          challenge: { id: challenge.id, shortName: challenge.short_name },
          day,
        }),
      );
    }
  }
  for (const orphan of byOriginal.values()) {
    if (orphan.challenge.broken) continue;
    await saveTask(tx, breakChallengeCopy(orphan, 'TASK_DELETED', { now }));
  }
  await insertChallengeTasks(tx, challenge.id, created);
  // Completed to-dos stay out of the order lists.
  const ordered = [...kept, ...created].filter(
    (task) => !('completed' in task && task.completed === true),
  );
  return addToOrder(member.tasks_order, ordered.reverse());
}

/** Takes the locked player out of the challenge, keeping or removing their copies. */
export async function leaveChallenge(
  change: PlayerChange,
  challengeId: string,
  keep: KeepChoice,
): Promise<void> {
  const { tx, user, now } = change;
  const challenge = await lockChallenge(tx, challengeId);
  if (!challenge) throw new NotFound('challengeNotFound');
  if (!(await removeChallengeMember(tx, challenge.id, user.row.id))) {
    throw new NotAuthorized('challengeMemberNotFound');
  }
  const copies = await listChallengeCopies(tx, challenge.id, { userId: user.row.id });
  let order = user.row.tasks_order;
  if (keep === 'remove-all') {
    for (const copy of copies) {
      await deleteTask(tx, user.row.id, copy.id);
      order = removeFromOrder(order, copy);
    }
  } else {
    for (const copy of copies) {
      await saveTask(tx, { ...copy, challenge: {}, updatedAt: now.toISOString() });
    }
    await unlinkCopyColumn(
      tx,
      copies.map((copy) => copy.id),
    );
  }
  await tx.query('UPDATE tags SET challenge = false WHERE user_id = $1 AND id = $2', [
    user.row.id,
    challenge.id,
  ]);
  change.setUserColumns({ tasks_order: order });
}

/**
 * Leaving a group leaves its challenges too unless the player asks to remain (`keepChallenges`,
 * default `leave-challenges`), keeping or removing their copies per `keep`. Runs inside
 * changeGroup, before the group may be deleted: players, the group, then each challenge's row, the
 * documented order.
 */
export async function leaveGroupChallenges(
  change: PlayerChange,
  groupId: string,
  { keepChallenges, keep }: { keepChallenges?: unknown; keep?: unknown },
): Promise<void> {
  if (keepChallenges === 'remain-in-challenges') return;
  const rows = await change.tx.query<{ challenge_id: string }>(
    `SELECT m.challenge_id FROM challenge_members m JOIN challenges c ON c.id = m.challenge_id
     WHERE m.user_id = $1 AND c.group_id = $2 ORDER BY m.challenge_id`,
    [change.user.row.id, groupId],
  );
  let order = change.user.row.tasks_order;
  for (const { challenge_id: challengeId } of rows) {
    // Each leave starts from the order the previous one left.
    const user = { ...change.user, row: { ...change.user.row, tasks_order: order } };
    await leaveChallenge(
      {
        ...change,
        user,
        setUserColumns: (columns) => {
          if (columns.tasks_order) order = columns.tasks_order as TasksOrder;
          change.setUserColumns(columns);
        },
      },
      challengeId,
      keep === 'remove-all' ? 'remove-all' : 'keep-all',
    );
  }
}

/**
 * leaveGroupChallenges for another locked player (a member the leader removes): answers the
 * columns to write for them, or undefined when they were in none of the group's challenges.
 */
export async function leaveGroupChallengesFor(
  change: PlayerChange,
  member: UserRow,
  groupId: string,
): Promise<Record<string, unknown> | undefined> {
  let columns: Record<string, unknown> | undefined;
  await leaveGroupChallenges(
    {
      ...change,
      user: { ...change.user, row: member },
      setUserColumns: (changed) => {
        columns = { ...columns, ...changed };
      },
    },
    groupId,
    {},
  );
  return columns;
}
