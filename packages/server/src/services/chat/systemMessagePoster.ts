// A system message in a group's chat (social.md §1.7: quest started, boss damage, quest won…),
// posted in the transaction of the change it tells of. Like a member's message it is recorded
// as `chat.messagePosted`, so groupChatReceived webhooks carry it (social.md §10: "for every
// message including system messages") and live streams refresh the chat.
import type { Queryable } from '../../db/database.ts';
import { addSystemMessage, type ChatMessageRow } from '../../db/repositories/chatMessages.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import { CHAT_MESSAGE_POSTED } from './chatPoster.ts';

export async function postSystemMessage(
  tx: Queryable,
  groupId: string,
  message: { text: string; info: Record<string, unknown>; now: Date },
): Promise<ChatMessageRow> {
  const posted = await addSystemMessage(tx, groupId, message);
  await recordEvent(tx, {
    type: CHAT_MESSAGE_POSTED,
    groupId,
    payload: { messageId: posted.id },
  });
  return posted;
}
