-- The foundation of the user record: identity, the version clients see as userV, and the nested
-- game state as JSONB split by how often it changes (docs/architecture.md). Credentials, tasks,
-- notifications and the rest get their own tables in later migrations.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  stats jsonb NOT NULL DEFAULT '{}',
  items jsonb NOT NULL DEFAULT '{}',
  preferences jsonb NOT NULL DEFAULT '{}',
  flags jsonb NOT NULL DEFAULT '{}',
  achievements jsonb NOT NULL DEFAULT '{}',
  purchased jsonb NOT NULL DEFAULT '{}'
);
