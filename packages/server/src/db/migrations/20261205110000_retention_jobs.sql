-- Retention (docs/data-retention.md): the worker prunes the tables that would otherwise grow for
-- ever, one job per table, each run in short batches. A job's row says when it is next due; a
-- worker claims a run by moving `next_run_at` in one statement, so with several workers each run
-- happens once. `position` is how far a job walking a sequence got (the chat job: the last
-- message `seq` it looked at).
CREATE TABLE retention_jobs (
  name text PRIMARY KEY,
  next_run_at timestamptz NOT NULL,
  position bigint NOT NULL DEFAULT 0,
  last_ran_at timestamptz,
  last_deleted bigint
);

-- The chat job finds the groups that received messages since its last run by `seq`.
CREATE INDEX chat_messages_seq ON chat_messages (seq);
-- Analytics rows are pruned oldest first.
CREATE INDEX analytics_events_created ON analytics_events (created_at);
-- Expired password reset codes are pruned.
CREATE INDEX password_reset_codes_expiry ON password_reset_codes (expires_at);
