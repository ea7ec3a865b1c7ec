// The player as an answer shows them after a change: the whole stored player, account included,
// and their notifications.
import type { Queryable } from '../../db/database.ts';
import { listNotifications } from '../../db/repositories/notifications.ts';
import { loadUser, type StoredUser } from '../../db/repositories/users.ts';

export async function readPlayer(db: Queryable, userId: string): Promise<StoredUser> {
  const user = await loadUser(db, userId);
  // The player was signed in and changed a moment ago; gone now only if deleted meanwhile.
  if (!user) throw new Error(`Player ${userId} is gone`);
  return user;
}

/** The player's notifications as the envelope lists them (after a change that touched them). */
export function readNotifications(db: Queryable, userId: string) {
  return listNotifications(db, userId);
}
