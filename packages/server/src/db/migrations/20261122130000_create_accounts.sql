-- Accounts (issue 3): the rest of the user's game state, credentials, API tokens, password reset
-- codes, sign-in failure counts, notifications, and the tasks and tags a new player starts with.
ALTER TABLE users
  ADD COLUMN profile jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN party jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN inbox jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN permissions jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN tasks_order jsonb NOT NULL
    DEFAULT '{"habits": [], "dailys": [], "todos": [], "rewards": []}',
  -- Gems in units of 4 (a balance of 1 is 4 gems); the debug call adds 2.5 for ten gems.
  ADD COLUMN balance double precision NOT NULL DEFAULT 0,
  ADD COLUMN last_cron timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN logged_in_at timestamptz NOT NULL DEFAULT now();

-- One row per account with a local login. E-mail is stored lower-cased; usernames keep their case
-- and are unique without regard to it. Social identities get a table of their own.
CREATE TABLE credentials (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  username text NOT NULL,
  email text CHECK (email = lower(email)),
  -- argon2id PHC string; null for an account that signs in only through a social provider.
  password_hash text,
  blocked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX credentials_username_unique ON credentials (lower(username));
CREATE UNIQUE INDEX credentials_email_unique ON credentials (email);

-- API tokens: only their SHA-256 is kept. Each sign-in issues one; a reset removes them all.
CREATE TABLE api_tokens (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_tokens_user ON api_tokens (user_id, created_at);

CREATE TABLE password_reset_codes (
  code_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_codes_user ON password_reset_codes (user_id);

-- Failed sign-ins per key (`account:<lower name or e-mail>`, `address:<ip>`) in a fixed window,
-- shared by every server that uses the database.
CREATE TABLE sign_in_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  seen boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user ON notifications (user_id, created_at);

CREATE TABLE tags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- The tag list's order (the original keeps tags as an ordered array on the user).
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tags_user ON tags (user_id, position);

-- A task's common fields as columns; what only some types have (up/down and counters of habits,
-- completion and checklist of to-dos and dailies, repetition of dailies) in `details`.
-- Order lives in users.tasks_order, as the API presents it.
CREATE TABLE tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('habit', 'daily', 'todo', 'reward')),
  text text NOT NULL,
  notes text NOT NULL DEFAULT '',
  value double precision NOT NULL DEFAULT 0,
  priority real NOT NULL DEFAULT 1,
  attribute text NOT NULL DEFAULT 'str',
  tag_ids uuid[] NOT NULL DEFAULT '{}',
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tasks_user ON tasks (user_id, type);
