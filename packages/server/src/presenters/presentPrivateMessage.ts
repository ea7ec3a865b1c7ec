// A private message as the inbox answers it. The v3 listing and v3 user answers send each copy as
// the original stores it: `uuid/user/username` name the other player (a sent copy's receiver). The
// v4 inbox names the author there instead, so a sent copy names its owner and the receiver moves
// to `toUUID/toUser/toUserName`. Who reported it is the owner's business only.
import type { ConversationRow, InboxRow } from '../db/repositories/inboxMessages.ts';

/** The v4 inbox's shape. */
export function presentPrivateMessage(row: InboxRow) {
  if (!row.is_sent) return presentV3PrivateMessage(row);
  return {
    ...presentV3PrivateMessage(row),
    uuid: row.owner_id,
    user: row.owner_name,
    username: row.owner_username ?? undefined,
    toUUID: row.other_id ?? undefined,
    toUser: row.other_name ?? undefined,
    toUserName: row.other_username ?? undefined,
  };
}

/** The v3 shape: the copy as stored, naming the other player (`system` for none). */
export function presentV3PrivateMessage(row: InboxRow) {
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
    uuid: row.other_id ?? 'system',
    user: row.other_name ?? '',
    username: row.other_username ?? undefined,
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
