// POST /groups/:groupId/chat (social.md §4.2), checks in the original's order: a blank message,
// the group, chat privileges in a public group, the Tavern's spam limit; then the text is cut at
// 3000 characters, a shadow-muted sender's public post is saved hidden (flagCount 10), a party
// remembers it as the sender's last seen message, members are notified and an event is recorded
// for live delivery — all in one transaction under the sender's row lock (so the spam count of
// two posts at once is exact), retried as a whole if PostgreSQL breaks a deadlock.
import {
  CHAT_FLAG_FROM_SHADOW_MUTE,
  NotAuthorized,
  SPAM_WINDOW_MS,
  chatText,
  isChatSpam,
} from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import {
  addUserMessage,
  listPostTimesSince,
  type ChatMessageRow,
} from '../../db/repositories/chatMessages.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import type { GroupRow } from '../../db/repositories/groups.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import type { Queryable } from '../../db/database.ts';
import { findVisibleGroup } from '../parties/groupReader.ts';
import { writeLockedPlayer } from '../players/playerChanger.ts';
import { retryOnDeadlock } from '../players/retryOnDeadlock.ts';
import { notifyGroupOfMessage } from './chatNotifier.ts';

export const CHAT_MESSAGE_POSTED = 'chat.messagePosted';

export interface PostedMessage {
  group: GroupRow;
  message: ChatMessageRow;
}

export async function postChatMessage(
  request: FastifyRequest,
  groupParam: string,
  rawText: string,
): Promise<PostedMessage> {
  const text = chatText(rawText);
  const { db, clock } = request.server;
  const senderId = request.user!.id;
  const now = clock.now();
  const posted = await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      // FOR NO KEY UPDATE (as every player lock): the notices written below reference the other
      // members' rows (a foreign key takes FOR KEY SHARE on each), which FOR UPDATE would block,
      // making two members posting at once wait on each other's row — a deadlock.
      const [sender] = await tx.query<UserRow & { username: string | null }>(
        `SELECT u.*, c.username FROM users u LEFT JOIN credentials c ON c.user_id = u.id
         WHERE u.id = $1 FOR NO KEY UPDATE OF u`,
        [senderId],
      );
      if (!sender) throw new NotAuthorized('invalidCredentials', { code: 'invalid_credentials' });
      const group = await findVisibleGroup(tx, senderId, groupParam);
      const isPublic = group.privacy === 'public';
      const flags = sender.flags as { chatRevoked?: boolean; chatShadowMuted?: boolean };
      if (isPublic && flags.chatRevoked) throw new NotAuthorized('chatPrivilegesRevoked');
      if (group.type === 'tavern') {
        const since = new Date(now.getTime() - SPAM_WINDOW_MS);
        // Contributor levels are not kept yet, so nobody is exempt.
        if (isChatSpam(await listPostTimesSince(tx, group.id, senderId, since), now)) {
          throw new NotAuthorized('messageGroupChatSpam');
        }
      }
      const message = await addUserMessage(tx, {
        groupId: group.id,
        authorId: senderId,
        authorName: (sender.profile as { name?: string }).name ?? '',
        authorUsername: sender.username,
        text,
        flagCount: isPublic && flags.chatShadowMuted ? CHAT_FLAG_FROM_SHADOW_MUTE : 0,
        client: clientOf(request.headers['x-client']),
        now,
      });
      let version = sender.version;
      if (group.type === 'party') {
        const { username: _username, ...before } = sender;
        await writeLockedPlayer(tx, {
          userId: senderId,
          now,
          columns: { party: { ...sender.party, lastMessageSeen: message.id } },
          before,
        });
        version = (await findVersion(tx, senderId)) ?? version;
      }
      await notifyGroupOfMessage(tx, group, message);
      await recordEvent(tx, {
        type: CHAT_MESSAGE_POSTED,
        userId: senderId,
        groupId: group.id,
        payload: { messageId: message.id },
      });
      return { group, message, version };
    }),
  );
  // The envelope's userV follows the party's lastMessageSeen write.
  request.user = { ...request.user!, version: posted.version };
  return { group: posted.group, message: posted.message };
}

async function findVersion(tx: Queryable, userId: string): Promise<number | undefined> {
  const [row] = await tx.query<{ version: number }>('SELECT version FROM users WHERE id = $1', [
    userId,
  ]);
  return row?.version;
}

/** The `x-client` header without the original's prefix (social.md §4.1). */
function clientOf(header: string | string[] | undefined): string {
  const client = Array.isArray(header) ? header[0] : header;
  return client ? client.replace(/^habitica-/, '').slice(0, 100) : '3rd Party';
}
