-- The day boundary (issue 5): the check-in count, the player's experience and to-do history, and
-- one row per cron run. A run is keyed by the player and the start of the game day it ran in, so
-- that the same day can never run twice, whatever the requests racing for it.
ALTER TABLE users
  ADD COLUMN login_incentives integer NOT NULL DEFAULT 0,
  ADD COLUMN history jsonb NOT NULL DEFAULT '{"exp": [], "todos": []}';

CREATE TABLE cron_runs (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day_start timestamptz NOT NULL,
  ran_at timestamptz NOT NULL,
  days_missed integer NOT NULL,
  PRIMARY KEY (user_id, day_start)
);
