-- Issue 30 (docs/game-rules.md#time-zones-and-travel). The game date, 'YYYY-MM-DD', of the last
-- day boundary, written at each one: a player with a named zone is due when the date in their
-- zone is later. Null on rows whose last boundary ran before this column: the date is then read
-- from last_cron with the clock in force at that run (core lastBoundaryDateOf), and it is pinned
-- before a zone change so that the new zone never reads last_cron.
ALTER TABLE users ADD COLUMN last_boundary_date text
  CHECK (last_boundary_date ~ '^\d{4}-\d{2}-\d{2}$');
-- The secret in the player's calendar feed URL (GET /api/v4/calendar/:feedToken.ics); null until
-- the player first asks for the feed, replaced when they regenerate it.
ALTER TABLE users ADD COLUMN calendar_feed_token text UNIQUE;
