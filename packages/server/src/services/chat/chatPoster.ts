// POST /groups/:groupId/chat, checks in the original's order: a blank message, the group, a slur in
// a non-private group (the sender's chat is revoked, and that stays), chat privileges in a public
// group, banned words in a public group that does not allow them, the Tavern's spam limit, the
// account's age; then the text is cut at 3000 characters, a shadow-muted sender's public post is
// saved hidden (flagCount 10), a party remembers it as the sender's last seen message, members are
// notified and an event is recorded for live delivery — all in one change of the sender (their row
// locked, so the spam count of two posts at once is exact), retried as a whole if PostgreSQL
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
import {
  addUserMessage,
  listPostTimesSince,
  type ChatMessageRow,
} from '../../db/repositories/chatMessages.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import type { GroupRow } from '../../db/repositories/groups.ts';
import { loadCredentials } from '../../db/repositories/users.ts';
import type { ChatRulesConfig } from '../../config.ts';
import { findVisibleGroup } from '../parties/groupReader.ts';
import type { PlayerChange } from '../players/playerChanger.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { CHAT_MESSAGE_POSTED, CHAT_SLUR_REFUSED } from './chatEvents.ts';
import { notifyGroupOfMessage } from './chatNotifier.ts';

export { CHAT_MESSAGE_POSTED, CHAT_SLUR_REFUSED };

export interface PostedMessage {
  group: GroupRow;
  message: ChatMessageRow;
}

export async function postChatMessage(
  context: SignedInContext,
  groupParam: string,
  rawText: string,
  rules: ChatRulesConfig,
): Promise<PostedMessage> {
  const text = chatText(rawText);
  const posted = await context.changeActor(
    async (change): Promise<Posting> => {
      const { tx, now, user } = change;
      const sender = user.row;
      const senderId = sender.id;
      const group = await findVisibleGroup(tx, senderId, groupParam);
      const isPublic = group.privacy === 'public';
      const flags = sender.flags as { chatRevoked?: boolean; chatShadowMuted?: boolean };
      if (group.privacy !== 'private' && bannedWordsIn(rawText, rules.bannedSlurs).length > 0) {
        await revokeChat(change, group, text);
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
      const [credentials] = await loadCredentials(tx, 'user_id = $1', senderId);
      const message = await addUserMessage(tx, {
        groupId: group.id,
        authorId: senderId,
        authorName: (sender.profile as { name?: string }).name ?? '',
        authorUsername: credentials?.username ?? null,
        text,
        flagCount: isPublic && flags.chatShadowMuted ? CHAT_FLAG_FROM_SHADOW_MUTE : 0,
        client: clientOf(context.client),
        now,
      });
      // A party remembers the post as the sender's last seen message (the envelope's userV
      // follows the write); elsewhere the player's row is left as it is.
      if (group.type === 'party') {
        change.setUserColumns({ party: { ...sender.party, lastMessageSeen: message.id } });
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
      return { group, message };
    },
    { withAccount: false, relistNotifications: false, onlyIfChanged: true },
  );
  // The revoked chat is kept (committed above); only then is the post refused.
  if ('slur' in posted) throw new BadRequest('bannedSlurUsed');
  return posted;
}

type Posting = { slur: true } | PostedMessage;

/**
 * A slur in a non-private group revokes the sender's chat; the moderators hear of it through the
 * outbox (the original e-mailed them), with the refused text, which is never posted.
 */
async function revokeChat(change: PlayerChange, group: GroupRow, text: string) {
  const sender = change.user.row;
  change.setUserColumns({ flags: { ...sender.flags, chatRevoked: true } });
  await recordEvent(change.tx, {
    type: CHAT_SLUR_REFUSED,
    userId: sender.id,
    groupId: group.id,
    payload: { text },
  });
}

/** The `x-client` header without the original's prefix; '3rd Party' when there is none. */
function clientOf(client: string | null | undefined): string {
  return client ? client.replace(/^habitica-/, '').slice(0, 100) : '3rd Party';
}
