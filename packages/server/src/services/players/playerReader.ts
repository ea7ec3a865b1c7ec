// The player as an answer shows them after a change: the whole stored player, account included.
import type { Queryable } from '../../db/database.ts';
import { loadUser, type StoredUser } from '../../db/repositories/users.ts';

export async function readPlayer(db: Queryable, userId: string): Promise<StoredUser> {
  const user = await loadUser(db, userId);
  // The player was signed in and changed a moment ago; gone now only if deleted meanwhile.
  if (!user) throw new Error(`Player ${userId} is gone`);
  return user;
}
