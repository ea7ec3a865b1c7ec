// What an undoable change replaced (table player_changes, docs/undo.md): written with the change's
// own statement, read and marked by POST /user/undo.
import type { Queryable } from '../database.ts';

export interface KeptChange {
  id: string;
  user_id: string;
  /** The player's version the change left. */
  version: number;
  kind: string;
  before: ChangeBefore;
  created_at: Date;
  undone_at: Date | null;
}

export interface ChangeBefore {
  /** The player's columns the change wrote, as they were. */
  columns: Record<string, unknown>;
  /** The task rows it wrote or deleted, whole (`to_jsonb` of the row), as they were. */
  tasks: Record<string, unknown>[];
  /** The player's notifications already stamped with the change's instant (not the change's). */
  notificationsAtChange: string[];
  /** The gem-ledger moves it recorded (undone by the opposite moves). */
  moves: { transactionType: string; currency?: string; amount: number; reference?: string }[];
}

export interface KeepRecord {
  changeId: string;
  userId: string;
  kind: string;
  now: Date;
  columns: Record<string, unknown>;
  moves: readonly unknown[];
  /** Rows read already (a locked change), or undefined: read them in the statement. */
  tasks: unknown[] | undefined;
  taskIds: readonly string[];
  notificationsAtChange: string[] | undefined;
}

/**
 * The change's record as a clause of its statement, `… FROM bumped`. A record whose tasks or notifications were not read
 * yet (an optimistic change, which writes nothing before its statement) reads them in the
 * statement, whose clauses all see the rows as they were before it.
 */
export function keepChangeWrites(record: KeepRecord): { sql: string; params: unknown[] }[] {
  const before = { columns: record.columns, moves: record.moves };
  return [
    {
      sql: `INSERT INTO player_changes (id, user_id, version, kind, before, created_at)
        SELECT $1::uuid, $2::uuid, bumped.version, $3::text, $4::jsonb || jsonb_build_object(
          'tasks', coalesce($5::jsonb, (SELECT coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb)
            FROM tasks t WHERE t.user_id = $2 AND t.id = ANY($6::uuid[]))),
          'notificationsAtChange', coalesce($7::jsonb, (SELECT coalesce(jsonb_agg(n.id), '[]'::jsonb)
            FROM notifications n WHERE n.user_id = $2 AND n.created_at = $8))), $8::timestamptz
        FROM bumped`,
      params: [
        record.changeId,
        record.userId,
        record.kind,
        JSON.stringify(before),
        record.tasks === undefined ? null : JSON.stringify(record.tasks),
        record.taskIds,
        record.notificationsAtChange === undefined
          ? null
          : JSON.stringify(record.notificationsAtChange),
        record.now,
      ],
    },
  ];
}

/** The player's task rows `ids` as they are, whole. */
export async function readTaskRows(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<Record<string, unknown>[]> {
  const rows = await db.query<{ row: Record<string, unknown> }>(
    'SELECT to_jsonb(t) AS row FROM tasks t WHERE t.user_id = $1 AND t.id = ANY($2::uuid[])',
    [userId, ids],
  );
  return rows.map(({ row }) => row);
}

/** The ids of the player's notifications stamped `at`. */
export async function notificationIdsAt(
  db: Queryable,
  userId: string,
  at: Date,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM notifications WHERE user_id = $1 AND created_at = $2',
    [userId, at],
  );
  return rows.map(({ id }) => id);
}

/** The player's kept change `id` (locked by the player's row the caller holds), if any. */
export async function findKeptChange(
  db: Queryable,
  userId: string,
  id: string,
): Promise<KeptChange | undefined> {
  const [row] = await db.query<KeptChange>(
    'SELECT * FROM player_changes WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return row;
}

/** A clause of the undo's own statement (`writeWithBump`): it lands only with the undo. */
export type UndoClause = [string, unknown[]];

/**
 * What an undo writes besides the player, as clauses of its statement: the kept task rows put
 * back (a row deleted since is inserted again), the notifications the change added and its rows
 * of the full record deleted, the kept change marked undone.
 */
export function undoClauses(kept: KeptChange, now: Date): UndoClause[] {
  const { id, user_id: userId, version, before, created_at: at } = kept;
  return [
    ...before.tasks.map(restoreTaskClause),
    [
      `DELETE FROM notifications USING bumped WHERE user_id = $1 AND created_at = $2
         AND NOT (notifications.id = ANY($3::uuid[]))`,
      [userId, at, before.notificationsAtChange],
    ],
    [
      `DELETE FROM task_records USING bumped WHERE user_id = $1 AND day >= $2::date
         AND player_version = $3`,
      [userId, earliestRecordDay(at), version],
    ],
    ['UPDATE player_changes SET undone_at = $2 FROM bumped WHERE id = $1', [id, now]],
  ];
}

function restoreTaskClause(row: Record<string, unknown>): UndoClause {
  const names = Object.keys(row).filter((name) => /^[a-z_]+$/.test(name));
  const list = names.join(', ');
  const updates = names
    .filter((name) => name !== 'id')
    .map((name) => `${name} = EXCLUDED.${name}`)
    .join(', ');
  return [
    `INSERT INTO tasks (${list})
       SELECT ${names.map((name) => `r.${name}`).join(', ')}
       FROM jsonb_populate_record(NULL::tasks, $1::jsonb) r CROSS JOIN bumped
     ON CONFLICT (id) DO UPDATE SET ${updates}`,
    [JSON.stringify(row)],
  ];
}

/**
 * No record row of a change counts for a day before the day before it (a score replayed from
 * offline counts at most back to the previous game day), wherever the player lives.
 */
function earliestRecordDay(at: Date): string {
  return new Date(at.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
}
