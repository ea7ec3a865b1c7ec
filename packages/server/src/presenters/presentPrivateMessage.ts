// A private message as the v4 inbox answers it: a received copy names its sender
// in `uuid/user/username`; a sent copy names its owner there and the receiver in
// `toUUID/toUser/toUserName`. Who reported it is the owner's business only.
import type { ConversationRow, InboxRow } from '../db/repositories/inboxMessages.ts';

export function presentPrivateMessage(row: InboxRow) {
  const author = row.is_sent
    ? { uuid: row.owner_id, user: row.owner_name, username: row.owner_username ?? undefined }
    : {
        uuid: row.other_id ?? 'system',
        user: row.other_name ?? '',
        username: row.other_username ?? undefined,
      };
  return {
    id: row.id,
    _id: row.id,
    uniqueMessageId: row.unique_message_id,
    ownerId: row.owner_id,
    sent: row.is_sent,
    text: row.text,
    unformattedText: row.text,
    info: {},
    timestamp: row.created_at.getTime(),
    likes: row.likes,
    flags: row.flags[row.owner_id] ? { [row.owner_id]: true } : {},
    flagCount: row.flag_count,
    ...author,
    ...(row.is_sent
      ? {
          toUUID: row.other_id ?? undefined,
          toUser: row.other_name ?? undefined,
          toUserName: row.other_username ?? undefined,
        }
      : {}),
  };
}

export function presentConversation(row: ConversationRow) {
  return {
    _id: row.other_id,
    uuid: row.other_id,
    user: row.name,
    username: row.username ?? undefined,
    text: row.text,
    timestamp: row.created_at.getTime(),
    count: row.count,
    // Ours: the conversation's share of the player's inbox.newMessages (the original had no
    // per-conversation count), under the same name.
    newMessages: row.unread,
    canReceive: row.can_receive,
  };
}
