// Who hears of a new group message: every other member gets one NEW_CHAT_MESSAGE
// notification per group until they mark the chat seen (the unique index makes a second post a
// no-op), except in the Tavern, in groups above 5000 members, and for a message already hidden by
// flags. Members mentioned by username (at most five) get a CHAT_MENTION notification each. A
// system message has no author: every member hears of it.
import { LARGE_GROUP_COUNT_MESSAGE_CUTOFF, isNotifiable, mentionedUsernames } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import type { ChatMessageRow } from '../../db/repositories/chatMessages.ts';
import type { GroupRow } from '../../db/repositories/groups.ts';

export async function notifyGroupOfMessage(
  tx: Queryable,
  group: GroupRow,
  message: ChatMessageRow,
): Promise<void> {
  if (group.type === 'tavern' || group.member_count > LARGE_GROUP_COUNT_MESSAGE_CUTOFF) return;
  if (!isNotifiable(message.flag_count)) return;
  const groupData = { id: group.id, name: group.name };
  await tx.query(
    `INSERT INTO notifications (user_id, type, data, created_at)
     SELECT user_id, 'NEW_CHAT_MESSAGE', $3, $4 FROM group_members
     WHERE group_id = $1 AND user_id IS DISTINCT FROM $2::uuid
     ORDER BY user_id
     ON CONFLICT DO NOTHING`,
    [group.id, message.author_id, { group: groupData }, message.created_at],
  );
  const usernames = mentionedUsernames(message.text);
  if (usernames.length === 0) return;
  await tx.query(
    `INSERT INTO notifications (user_id, type, data, created_at)
     SELECT m.user_id, 'CHAT_MENTION', $4, $5 FROM group_members m
     JOIN credentials c ON c.user_id = m.user_id
     WHERE m.group_id = $1 AND m.user_id IS DISTINCT FROM $2::uuid AND lower(c.username) = ANY($3::text[])`,
    [
      group.id,
      message.author_id,
      usernames,
      { group: groupData, messageId: message.id, author: message.author_name },
      message.created_at,
    ],
  );
}

/** Removes the player's chat notices of the group (POST /groups/:id/chat/seen); true if any. */
export async function markChatSeen(tx: Queryable, userId: string, groupId: string) {
  const rows = await tx.query(
    `DELETE FROM notifications WHERE user_id = $1 AND type IN ('NEW_CHAT_MESSAGE', 'CHAT_MENTION')
       AND data -> 'group' ->> 'id' = $2 RETURNING id`,
    [userId, groupId],
  );
  return rows.length > 0;
}
