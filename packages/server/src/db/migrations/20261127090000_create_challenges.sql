-- Challenges (issue 17): a challenge of a group, its members and its own tasks. The prize is held
-- here in whole gems while the challenge is open (escrow): it left the creator or the group's bank
-- when the challenge was made and goes to the winner, or back to the leader when the challenge is
-- deleted. users.gems + groups.balance + challenges.prize is therefore constant across create,
-- delete and selectWinner.
CREATE TABLE challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  short_name text NOT NULL CHECK (char_length(short_name) >= 3),
  summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 250),
  description text NOT NULL DEFAULT '',
  official boolean NOT NULL DEFAULT false,
  -- Null after the leader's account is deleted (a challenge admin may still close it).
  leader_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Null once the group is gone (a private group is deleted when its last member leaves): the
  -- challenge and its prize outlive it, so the leader can still delete it for a refund.
  group_id uuid REFERENCES groups (id) ON DELETE SET NULL,
  -- Kept equal to the challenge_members rows by the repository, in the same statement.
  member_count integer NOT NULL DEFAULT 0 CHECK (member_count >= 0),
  prize integer NOT NULL DEFAULT 0 CHECK (prize >= 0),
  -- [{slug, name}]
  categories jsonb NOT NULL DEFAULT '[]',
  -- Reporter id -> true; flag_count hides the challenge from non-moderators at 2.
  flags jsonb NOT NULL DEFAULT '{}',
  flag_count integer NOT NULL DEFAULT 0 CHECK (flag_count >= 0),
  tasks_order jsonb NOT NULL DEFAULT '{"habits": [], "dailys": [], "todos": [], "rewards": []}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX challenges_group ON challenges (group_id, created_at DESC);
CREATE INDEX challenges_leader ON challenges (leader_id, created_at DESC);

CREATE TABLE challenge_members (
  challenge_id uuid NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (challenge_id, user_id)
);
-- A player's challenges (GET /user's `challenges`, GET /challenges/user).
CREATE INDEX challenge_members_user ON challenge_members (user_id, joined_at);

-- The challenge a task belongs to (its own task) or copies (a member's copy). Closing a challenge
-- is the closing service's job: it deletes the challenge's own tasks and marks the copies broken
-- first. The reference then only clears the copies' column (their `details.challenge` keeps the
-- id for unlink-all); an own task left behind would lose its last owner, which the
-- tasks_have_an_owner check refuses, so a forgotten step fails instead of orphaning a task.
-- Links written before this table existed point nowhere: they are dropped from the column.
UPDATE tasks t SET challenge_id = NULL
WHERE challenge_id IS NOT NULL AND user_id IS NOT NULL;
ALTER TABLE tasks
  ADD CONSTRAINT tasks_challenge_fkey
  FOREIGN KEY (challenge_id) REFERENCES challenges (id) ON DELETE SET NULL;

-- A challenge's tag is the member's tag with the challenge's id, so one tag id is shared by every
-- member: tags are keyed per player from here on.
ALTER TABLE tags ADD COLUMN challenge boolean NOT NULL DEFAULT false;
ALTER TABLE tags DROP CONSTRAINT tags_pkey;
ALTER TABLE tags ADD PRIMARY KEY (user_id, id);
CREATE INDEX tags_challenge ON tags (id) WHERE challenge;
