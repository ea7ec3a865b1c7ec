// POST /groups/:groupId/chat/seen: the player's chat notices of the group go. It does not check
// that the group exists and leaves the version alone (the client does not resync after it);
// answers the player's notifications as they are now when some went, for the envelope.
import type { Queryable } from '../../db/database.ts';
import { listNotifications } from '../../db/repositories/notifications.ts';
import { resolveGroupId } from '../parties/partyChange.ts';
import { markChatSeen } from './chatNotifier.ts';

export async function seeGroupChat(
  db: Queryable,
  userId: string,
  groupParam: string,
): Promise<Awaited<ReturnType<typeof listNotifications>> | undefined> {
  const groupId = await resolveGroupId(db, userId, groupParam).catch(() => undefined);
  if (groupId && (await markChatSeen(db, userId, groupId))) {
    return listNotifications(db, userId);
  }
  return undefined;
}
