// A chat message in the original's shape: `uuid` is the author or 'system', `timestamp` in
// milliseconds. Who flagged it and how often only moderators see.
import type { ChatReader } from '@questlog/core';
import type { ChatMessageRow } from '../db/repositories/chatMessages.ts';

export function presentChatMessage(row: ChatMessageRow, reader?: ChatReader) {
  const isModerator = reader?.isModerator ?? false;
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
    flags: isModerator ? row.flags : {},
    flagCount: isModerator ? row.flag_count : 0,
    client: row.client ?? undefined,
  };
}
