-- Issue 18 points 3, 5 and 7: the player's webhooks, the staff's news posts and the analytics
-- events players consent to (stored here only; nothing goes to a third party).

-- A player's webhooks. The id may come from the client (the original lets it choose), so it is the
-- primary key on its own and a taken id is refused. `failures` counts failed deliveries (each after
-- its retries); at 10 the hook is disabled. `secret` signs every delivery (HMAC-SHA256), which the
-- original does not do.
CREATE TABLE webhooks (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL
    CHECK (type IN ('taskActivity', 'userActivity', 'questActivity', 'groupChatReceived',
                    'globalActivity')),
  label text NOT NULL DEFAULT '',
  url text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  options jsonb NOT NULL DEFAULT '{}',
  secret text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhooks_user ON webhooks (user_id, created_at);
-- Chat fan-out: the hooks that listen to one group.
CREATE INDEX webhooks_group_chat ON webhooks ((options ->> 'groupId'))
  WHERE type = 'groupChatReceived' AND enabled;

-- News posts ("Bailey"): written by staff with the `news` permission; players see
-- the published ones whose publish date has come.
CREATE TABLE news_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  text text NOT NULL,
  credits text NOT NULL,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  publish_date timestamptz NOT NULL,
  published boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_posts_publish_date ON news_posts (publish_date DESC, id);

-- Analytics events: kept only for players who consented, strings cut at 4096 characters, at most
-- 1000 property keys.
CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_category text NOT NULL,
  event_action text NOT NULL,
  properties jsonb NOT NULL DEFAULT '{}',
  client text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_user ON analytics_events (user_id, created_at);
CREATE INDEX analytics_events_action ON analytics_events (event_action, created_at);
