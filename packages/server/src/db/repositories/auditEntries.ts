// The durable audit trail (see the staff_tools migration): audited outbox events, kept.
import type { Queryable } from '../database.ts';
import type { StoredEvent } from './events.ts';

export interface AuditEntry {
  eventId: string;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** Keeps the event; a second delivery of it changes nothing. */
export async function keepAuditEntry(db: Queryable, event: StoredEvent): Promise<void> {
  await db.query(
    `INSERT INTO audit_entries (event_id, type, user_id, payload, created_at)
     VALUES ($1::bigint, $2, $3, $4, $5) ON CONFLICT (event_id) DO NOTHING`,
    [event.id, event.type, event.userId, event.payload, event.createdAt],
  );
}

/**
 * A player's entries of `types`, newest first: the kept entries and the audited events of the outbox not
 * yet delivered to the trail, so an action shows at once.
 */
export function listAuditEntries(
  db: Queryable,
  userId: string,
  types: readonly string[],
  limit: number,
): Promise<AuditEntry[]> {
  return db.query<AuditEntry>(
    `SELECT * FROM (
       SELECT event_id::text AS "eventId", type, payload, created_at AS "createdAt"
       FROM audit_entries WHERE user_id = $1 AND type = ANY($2::text[])
       UNION ALL
       SELECT e.id::text, e.type, e.payload, e.created_at FROM events e
       WHERE e.done_at IS NULL AND e.failed_at IS NULL AND e.user_id = $1
         AND e.type = ANY($2::text[])
         AND NOT EXISTS (SELECT 1 FROM audit_entries a WHERE a.event_id = e.id)
     ) trail ORDER BY "createdAt" DESC, length("eventId") DESC, "eventId" DESC LIMIT $3`,
    [userId, types, limit],
  );
}

/** Keeps only the player's newest `keep` entries of `type` (the admin history's capped lists). */
export async function trimAuditEntries(
  db: Queryable,
  { userId, type, keep }: { userId: string; type: string; keep: number },
): Promise<void> {
  await db.query(
    `DELETE FROM audit_entries WHERE user_id = $1 AND type = $2 AND event_id NOT IN (
       SELECT event_id FROM audit_entries WHERE user_id = $1 AND type = $2
       ORDER BY created_at DESC, event_id DESC LIMIT $3)`,
    [userId, type, keep],
  );
}
