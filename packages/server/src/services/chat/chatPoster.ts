// POST /groups/:groupId/chat, checks in the original's order: a blank message, the group, a slur in
// a non-private group (the sender's chat is revoked, and that stays), chat privileges in a public
// group, banned words in a public group that does not allow them, the Tavern's spam limit, the
// account's age; then the text is cut at 3000 characters, a shadow-muted sender's public post is
// saved hidden (flagCount 10), a party remembers it as the sender's last seen message, members are
// notified and an event is recorded for live delivery — all in one transaction under the sender's
// row lock (so the spam count of two posts at once is exact), retried as a whole if PostgreSQL
// breaks a deadlock.
import {
  BadRequest,
  CHAT_FLAG_FROM_SHADOW_MUTE,
  NotAuthorized,
  SPAM_WINDOW_MS,
  bannedWordsIn,
  chatText,
  isChatSpam,
  isTooNewToChat,
} from '@questlog/core';
import { LIVE_EVENT } from '@questlog/core/live';
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

export const CHAT_MESSAGE_POSTED = LIVE_EVENT.chatMessagePosted;
export const CHAT_SLUR_REFUSED = 'chat.slurRefused';

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
  const rules = request.server.config.chatRules;
  const posted = await retryOnDeadlock(() =>
    db.transaction(async (tx): Promise<Posting> => {
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
      if (group.privacy !== 'private' && bannedWordsIn(rawText, rules.bannedSlurs).length > 0) {
        await revokeChat(tx, sender, group, { text, now });
        return { slur: true };
      }
      if (isPublic && flags.chatRevoked) throw new NotAuthorized('chatPrivilegesRevoked');
      // Read before the cut at 3000 characters, as the original checks (step 8 comes later).
      const bannedWords = bannedWordsIn(rawText, rules.bannedWords);
      if (isPublic && !group.banned_words_allowed && bannedWords.length > 0) {
        throw new BadRequest('bannedWordUsed', { params: { bannedWords: bannedWords.join(', ') } });
      }
      if (group.type === 'tavern') {
        const since = new Date(now.getTime() - SPAM_WINDOW_MS);
        // Contributors of level 4 and up are exempt.
        const level = (sender.contributor as { level?: unknown } | undefined)?.level;
        const contributorLevel = typeof level === 'number' ? level : 0;
        const recent = await listPostTimesSince(tx, group.id, senderId, since);
        if (isChatSpam(recent, now, contributorLevel)) {
          throw new NotAuthorized('messageGroupChatSpam');
        }
      }
      if (isTooNewToChat(sender.created_at, now, rules.minChatAgeMinutes)) {
        throw new BadRequest('chatTemporarilyUnavailable', {
          params: { minutes: rules.minChatAgeMinutes },
        });
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
      // groupChatReceived webhooks (fed by this event) come before anything else
      // and are never skipped — not in the Tavern, a large group, nor for a hidden message —
      // while the members' notices below are.
      await recordEvent(tx, {
        type: CHAT_MESSAGE_POSTED,
        userId: senderId,
        groupId: group.id,
        payload: { messageId: message.id },
      });
      await notifyGroupOfMessage(tx, group, message);
      return { group, message, version };
    }),
  );
  // The revoked chat is kept (committed above); only then is the post refused.
  if ('slur' in posted) throw new BadRequest('bannedSlurUsed');
  // The envelope's userV follows the party's lastMessageSeen write.
  request.user = { ...request.user!, version: posted.version };
  return { group: posted.group, message: posted.message };
}

type Posting = { slur: true } | (PostedMessage & { version: number });

/**
 * A slur in a non-private group revokes the sender's chat; the moderators hear of it through the
 * outbox (the original e-mailed them), with the refused text, which is never posted.
 */
async function revokeChat(
  tx: Queryable,
  sender: UserRow & { username: string | null },
  group: GroupRow,
  { text, now }: { text: string; now: Date },
) {
  const { username: _username, ...before } = sender;
  await writeLockedPlayer(tx, {
    userId: sender.id,
    now,
    columns: { flags: { ...sender.flags, chatRevoked: true } },
    before,
  });
  await recordEvent(tx, {
    type: CHAT_SLUR_REFUSED,
    userId: sender.id,
    groupId: group.id,
    payload: { text },
  });
}

async function findVersion(tx: Queryable, userId: string): Promise<number | undefined> {
  const [row] = await tx.query<{ version: number }>('SELECT version FROM users WHERE id = $1', [
    userId,
  ]);
  return row?.version;
}

/** The `x-client` header without the original's prefix; '3rd Party' when there is none. */
function clientOf(header: string | string[] | undefined): string {
  const client = Array.isArray(header) ? header[0] : header;
  return client ? client.replace(/^habitica-/, '').slice(0, 100) : '3rd Party';
}
