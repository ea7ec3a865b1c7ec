// The original's v3 user answers carry the player's private messages as `inbox.messages`, an
// object keyed by message id holding the newest 200; v4 answers leave them out. Our messages live
// in their own table, never in the user row, so the object is built from there, only for v3 calls.
import type { Queryable } from '../db/database.ts';
import { listInboxPage } from '../db/repositories/inboxMessages.ts';
import { presentV3PrivateMessage } from '../presenters/presentPrivateMessage.ts';

/** The presented user with `inbox.messages` added when the call came through /api/v3. */
export async function withV3Messages<User extends { inbox?: object }>(
  db: Queryable,
  isV3: boolean,
  userId: string,
  user: User,
): Promise<User> {
  if (!isV3 || !user.inbox) return user;
  const rows = await listInboxPage(db, userId, {});
  const messages = Object.fromEntries(rows.map((row) => [row.id, presentV3PrivateMessage(row)]));
  return { ...user, inbox: { ...user.inbox, messages } };
}
