// POST /groups/:groupId/chat (social.md §4.2), checks in the original's order: a blank message,
// the group, chat privileges in a public group, the Tavern's spam limit; then the text is cut at
// 3000 characters, a shadow-muted sender's public post is saved hidden (flagCount 10), a party
// remembers it as the sender's last seen message, members are notified and an event is recorded
// for live delivery — all in one transaction under the sender's row lock (so the spam count of
// two posts at once is exact).
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
import { findVisibleGroup } from '../parties/groupReader.ts';
import { changeUser } from '../userChanger.ts';
import { notifyGroupOfMessage } from './chatNotifier.ts';

export const CHAT_MESSAGE_POSTED = 'chat.messagePosted';

export interface PostedMessage {
  group: GroupRow;
  message: ChatMessageRow;
}

export function postChatMessage(
  request: FastifyRequest,
  groupParam: string,
  rawText: string,
): Promise<PostedMessage> {
  const text = chatText(rawText);
  return changeUser(request, async ({ tx, user, now, setUserColumns }) => {
    const sender = user.row;
    const group = await findVisibleGroup(tx, sender.id, groupParam);
    const isPublic = group.privacy === 'public';
    const flags = sender.flags as { chatRevoked?: boolean; chatShadowMuted?: boolean };
    if (isPublic && flags.chatRevoked) throw new NotAuthorized('chatPrivilegesRevoked');
    if (group.type === 'tavern') {
      const since = new Date(now.getTime() - SPAM_WINDOW_MS);
      // Contributor levels are not kept yet, so nobody is exempt.
      if (isChatSpam(await listPostTimesSince(tx, group.id, sender.id, since), now)) {
        throw new NotAuthorized('messageGroupChatSpam');
      }
    }
    const message = await addUserMessage(tx, {
      groupId: group.id,
      authorId: sender.id,
      authorName: (sender.profile as { name?: string }).name ?? '',
      authorUsername: user.credentials?.username ?? null,
      text,
      flagCount: isPublic && flags.chatShadowMuted ? CHAT_FLAG_FROM_SHADOW_MUTE : 0,
      client: clientOf(request.headers['x-client']),
      now,
    });
    if (group.type === 'party')
      setUserColumns({ party: { ...sender.party, lastMessageSeen: message.id } });
    await notifyGroupOfMessage(tx, group, message);
    await recordEvent(tx, {
      type: CHAT_MESSAGE_POSTED,
      userId: sender.id,
      groupId: group.id,
      payload: { messageId: message.id },
    });
    return { group, message };
  });
}

/** The `x-client` header without the original's prefix (social.md §4.1). */
function clientOf(header: string | string[] | undefined): string {
  const client = Array.isArray(header) ? header[0] : header;
  return client ? client.replace(/^habitica-/, '').slice(0, 100) : '3rd Party';
}
