-- Issue 16: group chat and private messages in use.

-- One NEW_CHAT_MESSAGE notification per player and group (one per group, not per message).
-- Posts insert it with ON CONFLICT DO NOTHING, so two posts at once cannot add two.
DELETE FROM notifications a USING notifications b
WHERE a.type = 'NEW_CHAT_MESSAGE' AND b.type = 'NEW_CHAT_MESSAGE' AND a.user_id = b.user_id
  AND a.data -> 'group' ->> 'id' = b.data -> 'group' ->> 'id' AND a.seq > b.seq;
CREATE UNIQUE INDEX notifications_one_new_chat_per_group
  ON notifications (user_id, (data -> 'group' ->> 'id')) WHERE type = 'NEW_CHAT_MESSAGE';

-- The Tavern's spam limit counts a player's recent posts in one group.
CREATE INDEX chat_messages_by_author
  ON chat_messages (author_id, group_id, created_at DESC) WHERE author_id IS NOT NULL;

-- Private messages: the two copies of one message share unique_message_id (a like
-- lands on both); flag_count as the original's (1 once reported); seq keeps one transaction's
-- messages in order.
ALTER TABLE inbox_messages
  ADD COLUMN unique_message_id uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN flag_count integer NOT NULL DEFAULT 0 CHECK (flag_count >= 0),
  ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX inbox_messages_unique_message ON inbox_messages (unique_message_id);
CREATE INDEX inbox_messages_conversation
  ON inbox_messages (owner_id, other_id, created_at DESC, seq DESC);
