// A system message in a group's chat (quest started, boss damage, quest won…), posted in the
// transaction of the change it tells of. The original sends it as any message (sendChat): it is
// recorded as `chat.messagePosted`, so groupChatReceived webhooks carry it (the original sends them
// for every message, system messages included) and so do the members' live streams, and every
// member gets the group's new-message notice (no author is left out).
import type { Queryable } from '../../db/database.ts';
import { addSystemMessage, type ChatMessageRow } from '../../db/repositories/chatMessages.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import type { GroupRow } from '../../db/repositories/groups.ts';
import { CHAT_MESSAGE_POSTED } from './chatEvents.ts';
import { notifyGroupOfMessage } from './chatNotifier.ts';

export async function postSystemMessage(
  tx: Queryable,
  group: GroupRow,
  message: { text: string; info: Record<string, unknown>; now: Date },
): Promise<ChatMessageRow> {
  const posted = await addSystemMessage(tx, group.id, message);
  await recordEvent(tx, {
    type: CHAT_MESSAGE_POSTED,
    groupId: group.id,
    payload: { messageId: posted.id },
  });
  await notifyGroupOfMessage(tx, group, posted);
  return posted;
}
