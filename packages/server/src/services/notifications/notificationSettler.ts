// Reading (removing) or seeing notifications of the acting player. Unknown ids (or another
// player's) are a 404 NotificationNotFound and nothing changes.
import { NotificationNotFound } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import type { SignedInContext } from '../signedInContext.ts';

export type NotificationAction = 'read' | 'see';

export function settleNotifications(
  context: SignedInContext,
  ids: readonly string[],
  action: NotificationAction,
): Promise<void> {
  return context.changeActor(({ tx, user }) => apply(tx, user.row.id, [...new Set(ids)], action));
}

async function apply(tx: Queryable, userId: string, ids: string[], action: NotificationAction) {
  const owned = await tx.query<{ id: string }>(
    'SELECT id FROM notifications WHERE user_id = $1 AND id::text = ANY($2::text[])',
    [userId, ids],
  );
  if (owned.length !== ids.length) throw new NotificationNotFound();
  const sql =
    action === 'read'
      ? 'DELETE FROM notifications WHERE user_id = $1 AND id::text = ANY($2::text[])'
      : 'UPDATE notifications SET seen = true WHERE user_id = $1 AND id::text = ANY($2::text[])';
  await tx.query(sql, [userId, ids]);
}
