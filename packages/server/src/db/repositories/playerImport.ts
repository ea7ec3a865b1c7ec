// Writes of an import (services/dataImport/playerImporter.ts), each one statement however many
// rows, inside the import's change of the player.
import type { Queryable } from '../database.ts';
import { toColumns, type StoredTask } from './tasks.ts';

/** Where a task is tied to a challenge or a team: such tasks are not the player's alone. */
const IS_LINKED = `(group_id IS NOT NULL OR challenge_id IS NOT NULL
  OR coalesce(details->'challenge'->>'id', '') <> '' OR coalesce(details->'group'->>'id', '') <> '')`;

export interface KeptTasks {
  ids: Set<string>;
  /** The challenge or team tasks the kept ones are copies of (`challenge.taskId`, `group.taskId`). */
  copiesOf: Set<string>;
}

/**
 * Removes the player's own tasks, their records, the player's day records and tags before a
 * restore; tasks of challenges and teams and challenge tags stay, and are answered.
 */
export async function clearOwnTasksAndTags(tx: Queryable, userId: string): Promise<KeptTasks> {
  await tx.query(
    `WITH gone AS (DELETE FROM tasks WHERE user_id = $1 AND NOT ${IS_LINKED} RETURNING id)
     DELETE FROM task_records WHERE user_id = $1
       AND (task_id IS NULL OR task_id IN (SELECT id FROM gone))`,
    [userId],
  );
  await tx.query('DELETE FROM tags WHERE user_id = $1 AND NOT challenge', [userId]);
  const kept = await tx.query<{ id: string; challenge: string | null; team: string | null }>(
    `SELECT id, details->'challenge'->>'taskId' AS challenge, details->'group'->>'taskId' AS team
     FROM tasks WHERE user_id = $1`,
    [userId],
  );
  return {
    ids: new Set(kept.map((row) => row.id)),
    copiesOf: new Set(kept.flatMap((row) => [row.challenge, row.team].filter((id) => id !== null))),
  };
}

/** The position after the player's last tag. */
export async function nextTagPosition(tx: Queryable, userId: string): Promise<number> {
  const [row] = await tx.query<{ next: number }>(
    'SELECT coalesce(max(position) + 1, 0)::int AS next FROM tags WHERE user_id = $1',
    [userId],
  );
  return row?.next ?? 0;
}

export async function insertTags(
  tx: Queryable,
  userId: string,
  tags: readonly { id: string; name: string }[],
  firstPosition: number,
  now: Date,
): Promise<void> {
  if (tags.length === 0) return;
  await tx.query(
    `INSERT INTO tags (id, user_id, name, position, created_at)
     SELECT t.id, $1, t.name, $4::int + t.ordinality - 1, $5
     FROM unnest($2::uuid[], $3::text[]) WITH ORDINALITY AS t (id, name, ordinality)`,
    [userId, tags.map((tag) => tag.id), tags.map((tag) => tag.name), firstPosition, now],
  );
}

const TASK_COLUMNS = [
  'id',
  'user_id',
  'type',
  'text',
  'notes',
  'alias',
  'tag_ids',
  'value',
  'priority',
  'attribute',
  'details',
  'created_at',
  'updated_at',
] as const;

/** Inserts the tasks in one statement; `archivedIds` are archived to-dos. */
export async function insertTasks(
  tx: Queryable,
  tasks: readonly StoredTask[],
  archivedIds: ReadonlySet<string>,
): Promise<void> {
  if (tasks.length === 0) return;
  const rows = tasks.map((task) => {
    const values = toColumns(task);
    const row = Object.fromEntries(TASK_COLUMNS.map((column, index) => [column, values[index]]));
    return { ...row, archived: archivedIds.has(task.id) };
  });
  const columns = [...TASK_COLUMNS, 'archived'].join(', ');
  await tx.query(
    `INSERT INTO tasks (${columns})
     SELECT ${columns} FROM jsonb_populate_recordset(NULL::tasks, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}

export interface ImportedMessage {
  otherId: string | null;
  isSent: boolean;
  text: string;
  likes: Record<string, boolean>;
  createdAt: Date;
  readAt: Date | null;
}

/**
 * Adds private messages to the player's inbox, the other side kept when that player exists here.
 * A message the inbox already holds (same time, direction and text) is not added twice. Answers
 * how many were added.
 */
export async function insertOwnMessages(
  tx: Queryable,
  userId: string,
  messages: readonly ImportedMessage[],
): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await tx.query(
    `INSERT INTO inbox_messages (owner_id, other_id, is_sent, text, likes, created_at, read_at)
     SELECT $1, (SELECT u.id FROM users u WHERE u.id = x.other_id), x.is_sent, x.text, x.likes,
       x.created_at, x.read_at
     FROM jsonb_to_recordset($2::jsonb) AS x (other_id uuid, is_sent boolean, text text,
       likes jsonb, created_at timestamptz, read_at timestamptz)
     WHERE NOT EXISTS (SELECT 1 FROM inbox_messages m WHERE m.owner_id = $1
       AND m.created_at = x.created_at AND m.is_sent = x.is_sent AND m.text = x.text)
     RETURNING id`,
    [
      userId,
      JSON.stringify(
        messages.map((message) => ({
          other_id: message.otherId,
          is_sent: message.isSent,
          text: message.text,
          likes: message.likes,
          created_at: message.createdAt.toISOString(),
          read_at: message.readAt?.toISOString() ?? null,
        })),
      ),
    ],
  );
  return rows.length;
}
