-- Issue 13 point 3. Money is a whole number: the gem balance is stored as a count of gems (the
-- API's `balance` is gems / 4, so one gem is a quarter of a balance unit), never a float. The
-- experience and to-do history (rewritten once a day by the day boundary) and private messages
-- (written by other players) leave the user row, so a change to the player never carries them.
ALTER TABLE users ADD COLUMN gems integer NOT NULL DEFAULT 0 CHECK (gems >= 0);
UPDATE users SET gems = round(balance * 4);
ALTER TABLE users DROP COLUMN balance;

CREATE TABLE player_histories (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  exp jsonb NOT NULL DEFAULT '[]',
  todos jsonb NOT NULL DEFAULT '[]'
);
INSERT INTO player_histories (user_id, exp, todos)
  SELECT id, coalesce(history -> 'exp', '[]'), coalesce(history -> 'todos', '[]') FROM users
  WHERE history <> '{"exp": [], "todos": []}'::jsonb;
ALTER TABLE users DROP COLUMN history;

-- The player's private messages (issue 16 fills it); `users.inbox` keeps only the settings
-- (optOut, blocks). Unread messages are counted here, not kept as a counter on the user row.
CREATE TABLE inbox_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The other side of the conversation; null for a system message.
  other_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- true: the owner wrote it (the sender's copy); false: the owner received it.
  is_sent boolean NOT NULL,
  text text NOT NULL,
  likes jsonb NOT NULL DEFAULT '{}',
  flags jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX inbox_messages_owner_created ON inbox_messages (owner_id, created_at DESC);
CREATE INDEX inbox_messages_owner_unread ON inbox_messages (owner_id) WHERE read_at IS NULL;
