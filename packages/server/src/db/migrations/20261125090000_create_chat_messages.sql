-- Group chat (issue 15: the quest's system messages in party chat; issue 16 builds the rest on
-- it). One row per message, never inside the group row (docs/architecture.md): reads page newest
-- first and nothing is dropped when a group passes its display limit (older messages are simply
-- not returned).
CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  group_id uuid NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  -- The author, or null for a system message (the API's `uuid` is then 'system').
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Copies at send time: the author's display name and username.
  author_name text NOT NULL DEFAULT '',
  author_username text,
  text text NOT NULL,
  -- System messages: {type, …params}, re-rendered in the reader's language.
  info jsonb NOT NULL DEFAULT '{}',
  likes jsonb NOT NULL DEFAULT '{}',
  flags jsonb NOT NULL DEFAULT '{}',
  flag_count integer NOT NULL DEFAULT 0 CHECK (flag_count >= 0),
  client text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Ties within one transaction keep their insertion order.
  seq bigserial NOT NULL
);
CREATE INDEX chat_messages_by_group ON chat_messages (group_id, created_at DESC, seq DESC);

-- Players looking for a party (PUT /user {'party.seeking': date}), listed by their last sign-in.
CREATE INDEX users_seeking_party ON users (logged_in_at DESC)
  WHERE (party->>'seeking') IS NOT NULL;
