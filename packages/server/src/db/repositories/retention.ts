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

/** Saves how far the job got, and (when it stopped with work left) brings its next run to `nextRunAt`. */
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

/** Analytics rows recorded before `before`. */
export function deleteAnalyticsEvents(db: Queryable, before: Date, limit: number) {
  return countDeleted(
    db,
    `DELETE FROM analytics_events WHERE id = ANY (ARRAY(
       SELECT id FROM analytics_events WHERE created_at < $1 ORDER BY created_at LIMIT $2))`,
    [before, limit],
  );
}

/** Password reset codes that expired before `before` (used or not: either way they are dead). */
export function deleteExpiredResetCodes(db: Queryable, before: Date, limit: number) {
  return countDeleted(
    db,
    `DELETE FROM password_reset_codes WHERE code_hash = ANY (ARRAY(
       SELECT code_hash FROM password_reset_codes WHERE expires_at < $1 ORDER BY expires_at
       LIMIT $2))`,
    [before, limit],
  );
}

/**
 * Undo before-images older than `before`: a player's next undoable change deletes their own, but a
 * player who never comes back would keep theirs.
 */
export function deletePlayerChanges(db: Queryable, before: Date, limit: number) {
  return countDeleted(
    db,
    `DELETE FROM player_changes WHERE id = ANY (ARRAY(
       SELECT id FROM player_changes WHERE created_at < $1 ORDER BY created_at LIMIT $2))`,
    [before, limit],
  );
}

/** Idempotency keys past their expiry (look-ups sweep a few too; this catches the rest). */
export function deleteExpiredIdempotencyKeys(db: Queryable, before: Date, limit: number) {
  return countDeleted(
    db,
    `DELETE FROM idempotency_keys WHERE ctid = ANY (ARRAY(
       SELECT ctid FROM idempotency_keys WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2))`,
    [before, limit],
  );
}

/** Rate-limit windows that ended before `before` (the next request starts a new one). */
export function deleteEndedRateLimitWindows(db: Queryable, before: Date, limit: number) {
  return countDeleted(
    db,
    `DELETE FROM rate_limit_windows WHERE key = ANY (ARRAY(
       SELECT key FROM rate_limit_windows WHERE resets_at <= $1 ORDER BY resets_at LIMIT $2))`,
    [before, limit],
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
