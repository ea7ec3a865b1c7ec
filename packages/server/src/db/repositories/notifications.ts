// The user's pending notifications, in their own table: lists that grow never live inside the
// user row (docs/architecture.md).
import type { UserNotification } from '../../middleware/requestUser.ts';
import type { Queryable } from '../database.ts';

/** The pending notifications of user `u` as one JSON array, in the order listNotifications gives. */
export const NOTIFICATIONS_JSON = `(SELECT coalesce(json_agg(json_build_object('id', n.id, 'type', n.type,
    'data', n.data, 'seen', n.seen) ORDER BY n.created_at, n.seq), '[]'::json)
  FROM notifications n WHERE n.user_id = u.id)`;

export async function listNotifications(
  db: Queryable,
  userId: string,
): Promise<UserNotification[]> {
  return db.query<UserNotification>(
    'SELECT id, type, data, seen FROM notifications WHERE user_id = $1 ORDER BY created_at, seq',
    [userId],
  );
}

export async function addNotification(
  db: Queryable,
  userId: string,
  notification: { type: string; data?: unknown; now: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO notifications (user_id, type, data, created_at) VALUES ($1, $2, $3, $4)',
    [userId, notification.type, notification.data ?? {}, notification.now],
  );
}

/**
 * Removes the player's notifications of the types `replaces` and adds `notifications` (all at
 * `now`), in one statement: the day boundary's login reward replaces the last one this way. The
 * removal sees the table as it was before the statement, so it never takes the new ones.
 */
export async function replaceNotifications(
  db: Queryable,
  userId: string,
  {
    replaces,
    notifications,
    now,
  }: {
    replaces: readonly string[];
    notifications: readonly { type: string; data?: unknown }[];
    now: Date;
  },
): Promise<void> {
  const added = notifications.map(({ type, data }) => ({ type, data: data ?? {} }));
  await db.query(
    `WITH removed AS (DELETE FROM notifications WHERE user_id = $1 AND type = ANY($2::text[]))
     INSERT INTO notifications (user_id, type, data, created_at)
     SELECT $1::uuid, n.item->>'type', n.item->'data', $4::timestamptz
       FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS n(item, position)
      ORDER BY n.position`,
    [userId, replaces, JSON.stringify(added), now],
  );
}

/** addNotification as a clause of changeUser's version bump (`writeWithBump`). */
export function addNotificationStatement(
  userId: string,
  notification: { type: string; data?: unknown; now: Date },
): [string, unknown[]] {
  return [
    `INSERT INTO notifications (user_id, type, data, created_at)
     SELECT $1, $2, $3, $4 FROM bumped`,
    [userId, notification.type, notification.data ?? {}, notification.now],
  ];
}
