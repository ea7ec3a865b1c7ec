// A chat message in the original's shape (social.md §4.1): `uuid` is the author or 'system',
// `timestamp` in milliseconds.
import type { ChatMessageRow } from '../db/repositories/chatMessages.ts';

export function presentChatMessage(row: ChatMessageRow) {
  return {
    id: row.id,
    _id: row.id,
    groupId: row.group_id,
    text: row.text,
    unformattedText: row.text,
    info: row.info,
    uuid: row.author_id ?? 'system',
    user: row.author_id ? row.author_name : undefined,
    username: row.author_username ?? undefined,
    timestamp: row.created_at.getTime(),
    likes: row.likes,
    flags: {},
    flagCount: 0,
    client: row.client ?? undefined,
  };
}
