// The live feed: the events whose type streams (recorded with `live`), read by position, the
// order their transactions committed in (the live_event_positions migration). Whoever has read up
// to a position has everything before it: no transaction can still add a smaller one.
import { TAVERN_ID } from '@questlog/core';
import type { Queryable } from '../database.ts';
import { eventColumns, type StoredEvent } from './events.ts';

export type LiveStoredEvent = StoredEvent & { position: string };

// The columns answer `position` as text: orderings name `events.position`, the number.

/** The newest position given so far ('0' before any). */
export async function lastLivePosition(db: Queryable): Promise<string> {
  const [row] = await db.query<{ position: string }>(
    'SELECT coalesce(max(position), 0)::text AS position FROM events WHERE position IS NOT NULL',
  );
  return row!.position;
}

/** The live events after `position`, in order, at most `limit`. */
export function loadLiveEventsAfter(
  db: Queryable,
  position: string,
  limit: number,
): Promise<LiveStoredEvent[]> {
  return db.query<LiveStoredEvent>(
    `SELECT ${eventColumns('events')} FROM events
     WHERE position > $1::bigint ORDER BY events.position LIMIT $2`,
    [position, limit],
  );
}

/**
 * A player's catch-up when a stream resumes: the live events in (after, upTo] for them, the
 * Tavern or a group they are in now, in order, at most `limit`.
 */
export function loadLiveEventsFor(
  db: Queryable,
  range: { after: string; upTo: string; userId: string; limit: number },
): Promise<LiveStoredEvent[]> {
  return db.query<LiveStoredEvent>(
    `SELECT ${eventColumns('events')} FROM events
     WHERE position > $1::bigint AND position <= $2::bigint
       AND (user_id = $3 OR group_id = $4
         OR group_id IN (SELECT group_id FROM group_members WHERE user_id = $3))
     ORDER BY events.position LIMIT $5`,
    [range.after, range.upTo, range.userId, TAVERN_ID, range.limit],
  );
}

export interface LiveReaderRow {
  id: string;
  permissions: Record<string, unknown>;
  /** Which of the groups asked about they belong to. */
  group_ids: string[];
  /** Their `preferences.language`, as saved. */
  language: string | null;
}

/**
 * The players of open streams as they stand now, for one batch of the feed: their permissions
 * and which of `groupIds` they are in. A player without an account is left out.
 */
export function loadLiveReaders(
  db: Queryable,
  userIds: readonly string[],
  groupIds: readonly string[],
): Promise<LiveReaderRow[]> {
  return db.query<LiveReaderRow>(
    `SELECT u.id, u.permissions, u.preferences->>'language' AS language,
       coalesce(array_agg(m.group_id::text) FILTER (WHERE m.group_id IS NOT NULL), '{}') AS group_ids
     FROM users u LEFT JOIN group_members m ON m.user_id = u.id AND m.group_id = ANY($2::uuid[])
     WHERE u.id = ANY($1::uuid[]) GROUP BY u.id`,
    [userIds, groupIds],
  );
}
