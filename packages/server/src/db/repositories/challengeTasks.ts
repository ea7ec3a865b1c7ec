// A challenge's own tasks (no owner player: `user_id` null, `challenge_id` set) and the members'
// copies of them (`user_id` the member, `challenge_id` the challenge while it is open). Rows are
// read and written as the tasks repository's StoredTask; only what is particular to challenges
// is here.
import { isUuid } from '@questlog/core';
import type { Queryable } from '../database.ts';
import { fromRow, toColumns, type StoredTask, type TaskRow } from './tasks.ts';

/** Inserts tasks of a challenge: its own (no userId) or members' copies. */
export async function insertChallengeTasks(
  tx: Queryable,
  challengeId: string,
  tasks: readonly StoredTask[],
): Promise<void> {
  for (const task of tasks) {
    await tx.query(
      `INSERT INTO tasks (id, user_id, type, text, notes, alias, tag_ids, value, priority,
         attribute, details, created_at, updated_at, challenge_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      // A challenge's own task has no owner player (null, not the rules' empty id).
      [
        ...toColumns(task).map((value, index) => (index === 1 ? value || null : value)),
        challengeId,
      ],
    );
  }
}

/** The challenge's own tasks, oldest first (their order is the challenge's tasksOrder). */
export async function listChallengeTasks(db: Queryable, challengeId: string) {
  const rows = await db.query<TaskRow>(
    `SELECT * FROM tasks WHERE challenge_id = $1 AND user_id IS NULL ORDER BY created_at, id`,
    [challengeId],
  );
  return rows.map(ownerless);
}

/** A challenge's own task as the API shows it: no `userId` at all. */
function ownerless(row: TaskRow): StoredTask {
  const { userId: _none, ...task } = fromRow(row);
  return task as StoredTask;
}

/** A challenge's own task by id, whichever challenge it belongs to. */
export async function findChallengeTask(db: Queryable, taskId: string) {
  if (!isUuid(taskId)) return undefined;
  const [row] = await db.query<TaskRow & { challenge_id: string }>(
    `SELECT * FROM tasks WHERE id = $1::uuid AND user_id IS NULL AND challenge_id IS NOT NULL`,
    [taskId],
  );
  return row && { task: ownerless(row), challengeId: row.challenge_id };
}

/** Writes a challenge's own task back whole. */
export async function saveChallengeTask(tx: Queryable, task: StoredTask): Promise<void> {
  const columns = toColumns(task);
  await tx.query(
    `UPDATE tasks SET text = $2, notes = $3, tag_ids = $4, value = $5, priority = $6,
       attribute = $7, details = $8, updated_at = $9
     WHERE id = $1 AND user_id IS NULL`,
    [
      columns[0],
      columns[3],
      columns[4],
      columns[6],
      columns[7],
      columns[8],
      columns[9],
      columns[10],
      columns[12],
    ],
  );
}

export async function deleteChallengeOwnTasks(
  tx: Queryable,
  challengeId: string,
  taskId?: string,
): Promise<void> {
  await tx.query(
    `DELETE FROM tasks WHERE challenge_id = $1 AND user_id IS NULL AND ($2::uuid IS NULL OR id = $2)`,
    [challengeId, taskId ?? null],
  );
}

/** The members' copies linked to the challenge (one member's, or one task's, when named). */
export async function listChallengeCopies(
  db: Queryable,
  challengeId: string,
  { userId, taskId }: { userId?: string; taskId?: string } = {},
) {
  const rows = await db.query<TaskRow>(
    `SELECT * FROM tasks WHERE challenge_id = $1 AND user_id IS NOT NULL
       AND ($2::uuid IS NULL OR user_id = $2) AND ($3::text IS NULL OR details->'challenge'->>'taskId' = $3)
     ORDER BY user_id, created_at, id`,
    [challengeId, userId ?? null, taskId ?? null],
  );
  return rows.map(fromRow);
}

/**
 * Marks copies broken in one statement: all of the challenge's, or those of one
 * of its tasks. `winner` is the display name of a closed challenge's winner.
 */
export async function breakChallengeCopies(
  tx: Queryable,
  challengeId: string,
  { reason, winner, taskId, now }: { reason: string; winner?: string; taskId?: string; now: Date },
): Promise<void> {
  const mark = { broken: reason, ...(winner !== undefined ? { winner } : {}) };
  await tx.query(
    `UPDATE tasks SET details = jsonb_set(details, '{challenge}',
         coalesce(details->'challenge', '{}') || $3::jsonb),
       updated_at = $4
     WHERE challenge_id = $1 AND user_id IS NOT NULL
       AND ($2::text IS NULL OR details->'challenge'->>'taskId' = $2)`,
    [challengeId, taskId ?? null, JSON.stringify(mark), now],
  );
}

/** A member's broken copies of a challenge, found by the link their details keep. */
export async function listBrokenCopies(db: Queryable, userId: string, challengeId: string) {
  const rows = await db.query<TaskRow>(
    `SELECT * FROM tasks WHERE user_id = $1 AND details->'challenge'->>'id' = $2
       AND coalesce(details->'challenge'->>'broken', '') <> '' ORDER BY created_at, id`,
    [userId, challengeId],
  );
  return rows.map(fromRow);
}

/** Clears the column link of a copy that becomes the member's own task. */
export async function unlinkCopyColumn(tx: Queryable, taskIds: readonly string[]) {
  await tx.query('UPDATE tasks SET challenge_id = NULL WHERE id = ANY ($1::uuid[])', [taskIds]);
}

/**
 * A member scored a copy: the challenge's own task moves by the same delta and keeps one history
 * entry per (UTC) day for the challenge's charts. One statement, so members scoring at once add up
 * instead of overwriting each other. `fromBumped` as in saveTaskStatement.
 */
export function scoreChallengeTaskStatement(
  taskId: string,
  { delta, direction, now }: { delta: number; direction: 'up' | 'down'; now: Date },
  { fromBumped = false } = {},
): [string, unknown[]] {
  const at = now.getTime();
  return [
    `UPDATE tasks SET value = tasks.value + $2, updated_at = $3,
       details = CASE WHEN tasks.type NOT IN ('habit', 'daily') THEN tasks.details
         ELSE jsonb_set(tasks.details, '{history}',
           CASE WHEN (tasks.details->'history'->-1->>'date')::bigint / 86400000 = $4::bigint / 86400000
             THEN (tasks.details->'history') - (-1) || jsonb_build_array(
               jsonb_build_object('date', $4::bigint, 'value', tasks.value + $2)
               || CASE WHEN tasks.type = 'habit' THEN jsonb_build_object(
                    'scoredUp', coalesce((tasks.details->'history'->-1->>'scoredUp')::int, 0) + $5,
                    'scoredDown', coalesce((tasks.details->'history'->-1->>'scoredDown')::int, 0) + $6)
                  ELSE '{}'::jsonb END)
             ELSE coalesce(tasks.details->'history', '[]'::jsonb) || jsonb_build_array(
               jsonb_build_object('date', $4::bigint, 'value', tasks.value + $2)
               || CASE WHEN tasks.type = 'habit'
                    THEN jsonb_build_object('scoredUp', $5::int, 'scoredDown', $6::int)
                  ELSE '{}'::jsonb END)
           END)
       END${fromBumped ? ' FROM bumped' : ''}
     WHERE tasks.id = $1 AND tasks.user_id IS NULL`,
    [taskId, delta, now, at, direction === 'up' ? 1 : 0, direction === 'down' ? 1 : 0],
  ];
}
