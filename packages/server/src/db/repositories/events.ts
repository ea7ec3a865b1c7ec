// The events outbox (see the create_events migration). Whether an event is due is decided by the
// worker's clock, passed in as `now`, never by the database's now(): the timer that wakes a worker
// for a retry and the claim that follows read one clock, so they cannot disagree (a test moves
// that clock instead of waiting). That clock is plumbing, not game time, which the debug routes
// may move. Only the insert's own timestamps (created_at, available_at) are the database's.
import { LIVE_EVENT_TYPES } from '@questlog/core/live';
import type { Queryable } from '../database.ts';

/** NOTIFY channel: each recorded event's id, sent when its transaction commits. */
export const EVENTS_CHANNEL = 'questlog_events';

export interface NewEvent {
  /** What happened, as `area.pastTense`: `account.passwordChanged`, `party.memberJoined`. */
  type: string;
  userId?: string;
  groupId?: string;
  payload?: Record<string, unknown>;
}

export interface StoredEvent {
  /** A bigint, as text (node-postgres and PGlite read int8 differently). */
  id: string;
  type: string;
  userId: string | null;
  groupId: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
  /**
   * An event of the live feed: its place in commit order (a bigint as text), given when its
   * transaction commits; null for the others.
   */
  position: string | null;
  /** Deliveries tried so far, this one included when the event was just claimed. */
  attempts: number;
}

/**
 * When an undelivered event comes due ($now: the worker's time): while claimed, when its lease
 * runs out; never tried, at once (its available_at is the database's insert time, whatever the
 * worker's clock says); after a failure, at its retry time.
 */
const dueAt = (now: string) =>
  `CASE WHEN claimed_until IS NOT NULL THEN claimed_until
        WHEN attempts = 0 THEN ${now}::timestamptz
        ELSE available_at END`;

/** The columns of a StoredEvent, from `events` under the name `table`. */
export const eventColumns = (table: string) =>
  `${table}.id::text AS id, ${table}.type, ${table}.user_id AS "userId",
   ${table}.group_id AS "groupId", ${table}.payload, ${table}.created_at AS "createdAt",
   ${table}.position::text AS position, ${table}.attempts`;

/**
 * Records the event in the caller's transaction: it exists, and is announced to listeners, only
 * if that transaction commits. Answers its id. An event of the live feed takes its position as
 * the transaction commits (the live_event_positions migration).
 */
export async function recordEvent(tx: Queryable, event: NewEvent): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `WITH recorded AS (
       INSERT INTO events (type, user_id, group_id, payload, live) VALUES ($1, $2, $3, $4, $5)
       RETURNING id
     )
     SELECT id::text AS id, pg_notify('${EVENTS_CHANNEL}', id::text) FROM recorded`,
    [
      event.type,
      event.userId ?? null,
      event.groupId ?? null,
      event.payload ?? {},
      LIVE_EVENT_TYPES.includes(event.type),
    ],
  );
  return row!.id;
}

/**
 * Claims up to `limit` events that are due and not held by a live claim, oldest first, for
 * `leaseSeconds`. Rows another worker is claiming at this moment are skipped, not waited for
 * (SKIP LOCKED); a row claimed and committed meanwhile fails the re-checked condition. So two
 * workers never hold one event, unless a lease runs out before its worker finishes.
 */
export async function claimEvents(
  db: Queryable,
  claim: {
    workerId: string;
    limit: number;
    leaseSeconds: number;
    /** Only events of these types (a worker of their own). */
    onlyTypes?: readonly string[] | undefined;
    /** No events of these types (they have a worker of their own). */
    exceptTypes?: readonly string[] | undefined;
    now: Date;
  },
): Promise<StoredEvent[]> {
  const rows = await db.query<StoredEvent>(
    `UPDATE events e SET attempts = e.attempts + 1, locked_by = $1,
       claimed_until = $6::timestamptz + make_interval(secs => $3)
     FROM (SELECT id FROM events
           WHERE done_at IS NULL AND failed_at IS NULL AND ${dueAt('$6')} <= $6
             AND ($4::text[] IS NULL OR type = ANY($4::text[]))
             AND ($5::text[] IS NULL OR type <> ALL($5::text[]))
           ORDER BY available_at, id LIMIT $2 FOR UPDATE SKIP LOCKED) due
     WHERE e.id = due.id
     RETURNING ${eventColumns('e')}`,
    [
      claim.workerId,
      claim.limit,
      claim.leaseSeconds,
      claim.onlyTypes ?? null,
      claim.exceptTypes ?? null,
      claim.now,
    ],
  );
  return rows.sort((a, b) => compareIds(a.id, b.id));
}

/**
 * Delivered. Answers how many were still this worker's (a claim is lost when its lease ran out
 * and another worker took the event).
 */
export async function markEventsDone(
  db: Queryable,
  ids: readonly string[],
  workerId: string,
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.query(
    `UPDATE events SET done_at = $3, claimed_until = NULL, last_error = NULL
     WHERE id = ANY($1::bigint[]) AND locked_by = $2 AND done_at IS NULL RETURNING id`,
    [ids, workerId, now],
  );
  return rows.length;
}

/** A handler failed: try again in `retryInMs`, or give up (the row keeps the error). */
export async function markEventFailed(
  db: Queryable,
  id: string,
  failure: { workerId: string; error: string; retryInMs: number; giveUp: boolean; now: Date },
): Promise<void> {
  await db.query(
    `UPDATE events SET claimed_until = NULL, locked_by = NULL, last_error = $3,
       available_at = $6::timestamptz + make_interval(secs => $4::float8 / 1000),
       failed_at = CASE WHEN $5 THEN $6::timestamptz END
     WHERE id = $1::bigint AND locked_by = $2 AND done_at IS NULL`,
    [
      id,
      failure.workerId,
      failure.error.slice(0, 2000),
      failure.retryInMs,
      failure.giveUp,
      failure.now,
    ],
  );
}

/**
 * Milliseconds from `now` until the soonest waiting event of these types comes due (a retry, or a
 * claim whose lease runs out); undefined when none waits. Zero or less: due.
 */
export async function msUntilNextDue(
  db: Queryable,
  filter: {
    onlyTypes?: readonly string[] | undefined;
    exceptTypes?: readonly string[] | undefined;
  },
  now: Date,
): Promise<number | undefined> {
  const [row] = await db.query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM min(${dueAt('$3')}) - $3::timestamptz) * 1000)::float8 AS ms
     FROM events
     WHERE done_at IS NULL AND failed_at IS NULL
       AND ($1::text[] IS NULL OR type = ANY($1::text[]))
       AND ($2::text[] IS NULL OR type <> ALL($2::text[]))`,
    [filter.onlyTypes ?? null, filter.exceptTypes ?? null, now],
  );
  return row?.ms ?? undefined;
}

/** Events by id (live-update subscribers are told ids). Unknown ids are left out. */
export async function loadEvents(db: Queryable, ids: readonly string[]): Promise<StoredEvent[]> {
  const rows = await db.query<StoredEvent>(
    `SELECT ${eventColumns('events')} FROM events WHERE id = ANY($1::bigint[]) ORDER BY events.id`,
    [ids],
  );
  return rows;
}

/**
 * Deletes up to `limit` events delivered more than `days` before `now`, the oldest first (the
 * events_done index, never a walk over the whole outbox); answers how many.
 */
export async function pruneDoneEvents(
  db: Queryable,
  days: number,
  now: Date,
  limit = 10_000,
): Promise<number> {
  const [row] = await db.query<{ pruned: number }>(
    `WITH pruned AS (
       DELETE FROM events WHERE id = ANY (ARRAY(
         SELECT id FROM events WHERE done_at < $3::timestamptz - make_interval(days => $1)
         ORDER BY done_at LIMIT $2))
       RETURNING 1
     )
     SELECT count(*)::int AS pruned FROM pruned`,
    [days, limit, now],
  );
  return row!.pruned;
}

function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
