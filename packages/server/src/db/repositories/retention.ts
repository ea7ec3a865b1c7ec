// The statements of the retention jobs (services/retention/, docs/data-retention.md). Each delete
// removes at most `limit` rows, found through an index, so a run is many short statements and no
// statement holds locks on a large part of a table. The rows are picked into an array first
// (`= ANY (ARRAY(…))`): with `IN (subquery)` the planner may join the whole table against them.
import type { Queryable } from '../database.ts';

/**
 * Claims the job for one run if it is due at `now` (or has never run), moving its next run to
 * `nextRunAt` in the same statement; answers its saved position, or undefined when it is not due
 * or another worker claimed it first (that worker's claim moved `next_run_at` past `now`).
 */
export async function claimRetentionJob(
  db: Queryable,
  name: string,
  now: Date,
  nextRunAt: Date,
): Promise<{ position: string } | undefined> {
  const [row] = await db.query<{ position: string }>(
    `INSERT INTO retention_jobs AS j (name, next_run_at) VALUES ($1, $3)
     ON CONFLICT (name) DO UPDATE SET next_run_at = excluded.next_run_at
       WHERE j.next_run_at <= $2
     RETURNING j.position::text AS position`,
    [name, now, nextRunAt],
  );
  return row;
}

/** Saves how far the job got, and (when it stopped with work left) moves its next run up. */
export async function saveRetentionRun(
  db: Queryable,
  name: string,
  run: { position: string; deleted: number; ranAt: Date; nextRunAt?: Date },
): Promise<void> {
  await db.query(
    `UPDATE retention_jobs SET position = $2::bigint, last_ran_at = $3, last_deleted = $4,
       next_run_at = coalesce($5, next_run_at)
     WHERE name = $1`,
    [name, run.position, run.ranAt, run.deleted, run.nextRunAt ?? null],
  );
}

async function countDeleted(db: Queryable, sql: string, params: readonly unknown[]) {
  const [row] = await db.query<{ deleted: number }>(
    `WITH deleted AS (${sql} RETURNING 1) SELECT count(*)::int AS deleted FROM deleted`,
    params,
  );
  return row!.deleted;
}

/**
 * The tables pruned by age: the column that dates a row (through its index, oldest first), whether
 * a row dated exactly at the cut goes too, and the key the delete finds the picked rows by.
 */
const DATED_TABLES = {
  // Analytics rows, by when they were recorded.
  analytics_events: { key: 'id', datedBy: 'created_at', isCutIncluded: false },
  // Password reset codes, used or not, once expired.
  password_reset_codes: { key: 'code_hash', datedBy: 'expires_at', isCutIncluded: false },
  // Undo before-images: a player's next undoable change deletes their own, but a player who never
  // comes back would keep theirs.
  player_changes: { key: 'id', datedBy: 'created_at', isCutIncluded: false },
  // Idempotency keys past their expiry (look-ups sweep a few too; this catches the rest).
  idempotency_keys: { key: 'ctid', datedBy: 'expires_at', isCutIncluded: true },
  // Rate-limit windows that ended (the next request starts a new one).
  rate_limit_windows: { key: 'key', datedBy: 'resets_at', isCutIncluded: true },
} as const;

export type DatedTable = keyof typeof DATED_TABLES;

/** Up to `limit` rows of the table dated before `cut` (or at it, where the table says so). */
export function deleteDatedRows(db: Queryable, table: DatedTable, cut: Date, limit: number) {
  const { key, datedBy, isCutIncluded } = DATED_TABLES[table];
  return countDeleted(
    db,
    `DELETE FROM ${table} WHERE ${key} = ANY (ARRAY(
       SELECT ${key} FROM ${table} WHERE ${datedBy} ${isCutIncluded ? '<=' : '<'} $1
       ORDER BY ${datedBy} LIMIT $2))`,
    [cut, limit],
  );
}

/**
 * The groups with chat messages after `afterSeq` among the next `limit` messages posted, and the
 * last of those messages' `seq` (the chat_messages_seq index): where the chat job looks next.
 */
export async function listGroupsChattedSince(
  db: Queryable,
  afterSeq: string,
  limit: number,
): Promise<{ groupIds: string[]; lastSeq: string; scanned: number }> {
  const [row] = await db.query<{ group_ids: string[] | null; last_seq: string | null; n: number }>(
    `SELECT array_agg(DISTINCT group_id) AS group_ids, max(seq)::text AS last_seq,
       count(*)::int AS n
     FROM (SELECT group_id, seq FROM chat_messages WHERE seq > $1::bigint ORDER BY seq LIMIT $2) m`,
    [afterSeq, limit],
  );
  return { groupIds: row!.group_ids ?? [], lastSeq: row!.last_seq ?? afterSeq, scanned: row!.n };
}

/**
 * Up to `limit` messages of each group older than its newest `keep` (the chat_messages_by_group
 * index, walked from the newest).
 */
export function deleteChatBeyondNewest(
  db: Queryable,
  groupIds: readonly string[],
  keep: number,
  limit: number,
) {
  return countDeleted(
    db,
    `DELETE FROM chat_messages WHERE id = ANY (ARRAY(
       SELECT old.id FROM unnest($1::uuid[]) AS g (group_id)
       CROSS JOIN LATERAL (
         SELECT c.id FROM chat_messages c WHERE c.group_id = g.group_id
         ORDER BY c.created_at DESC, c.seq DESC OFFSET $2 LIMIT $3) old))`,
    [groupIds, keep, limit],
  );
}
