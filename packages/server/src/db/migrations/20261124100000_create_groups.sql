-- Groups (issue 13 §3): parties, guilds and the Tavern, their members and pending invitations.
-- Party membership lives here, not in users.party.
CREATE TABLE groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The original keeps the Tavern as a guild with a fixed id; a type of its own says it plainly.
  type text NOT NULL CHECK (type IN ('party', 'guild', 'tavern')),
  name text NOT NULL,
  summary text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  privacy text NOT NULL DEFAULT 'private' CHECK (privacy IN ('private', 'public')),
  -- The one leader (null only for the Tavern, and after the leader's account is deleted until
  -- another member is chosen). A public guild may keep a leader who left it, so leadership is a
  -- column here, not a member role.
  leader_id uuid REFERENCES users (id) ON DELETE SET NULL,
  leader_only_challenges boolean NOT NULL DEFAULT false,
  leader_only_get_gems boolean NOT NULL DEFAULT false,
  -- [{slug, name}], de-duplicated by slug on update.
  categories jsonb NOT NULL DEFAULT '[]',
  -- The party's quest: key, active, leader (the quest owner), members (user id -> true/false/null),
  -- progress {hp, rage, collect}, extra (world boss only).
  quest jsonb NOT NULL
    DEFAULT '{"key": null, "active": false, "leader": null, "members": {}, "progress": {"collect": {}}, "extra": {}}',
  -- Kept equal to the number of group_members rows by the repository (groups.ts), in the same
  -- statement as each membership change; deleting an account goes through it too.
  member_count integer NOT NULL DEFAULT 0 CHECK (member_count >= 0),
  challenge_count integer NOT NULL DEFAULT 0 CHECK (challenge_count >= 0),
  -- The gem bank (challenge prizes), in whole gems: no floating-point money.
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  -- A custom chat length (at least 200), or null for the default.
  chat_limit_count integer CHECK (chat_limit_count >= 200),
  logo text NOT NULL DEFAULT '',
  leader_message text NOT NULL DEFAULT '',
  banned_words_allowed boolean NOT NULL DEFAULT false,
  -- The team task board's order (group plans).
  tasks_order jsonb NOT NULL DEFAULT '{"habits": [], "dailys": [], "todos": [], "rewards": []}',
  -- {plan: {...}}: the group plan's subscription.
  purchased jsonb NOT NULL DEFAULT '{}',
  -- When the group plan's team dailies were last processed (cron.lastProcessed).
  last_cron_processed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 0,
  -- Target of group_members' (group_id, group_type) reference.
  UNIQUE (id, type)
);
CREATE INDEX groups_leader ON groups (leader_id) WHERE leader_id IS NOT NULL;
-- Public guild listings are sorted by size.
CREATE INDEX groups_public_by_size ON groups (type, member_count DESC) WHERE privacy = 'public';
CREATE UNIQUE INDEX groups_one_tavern ON groups (type) WHERE type = 'tavern';

-- The Tavern exists from the start, at the id clients know (TAVERN_ID in groups.ts).
INSERT INTO groups (id, type, name, summary, privacy)
VALUES ('00000000-0000-4000-a000-000000000000', 'tavern', 'Tavern', 'Tavern', 'public');

-- Membership. `role` is 'member' or 'manager' (managers edit and assign team tasks);
-- the leader is groups.leader_id. `group_type` copies the group's type (kept honest by the
-- composite reference) so that "one party per user" is a plain unique index.
CREATE TABLE group_members (
  group_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  group_type text NOT NULL,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'manager')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id),
  FOREIGN KEY (group_id, group_type) REFERENCES groups (id, type) ON DELETE CASCADE
);
-- A user's groups (GET /groups?type=…, the party lookup of every party skill).
CREATE INDEX group_members_user ON group_members (user_id, group_id);
CREATE UNIQUE INDEX group_members_one_party ON group_members (user_id) WHERE group_type = 'party';

-- Pending invitations: the invitee's `invitations.parties` / `guilds` lists are built from these
-- rows; the latest party invitation is `invitations.party`.
CREATE TABLE group_invitations (
  group_id uuid NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  inviter_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Sent while the group's plan was cancelled: joining then starts no free subscription.
  cancelled_plan boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_invitations_user ON group_invitations (user_id, created_at);
