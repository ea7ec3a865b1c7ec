-- The general rate limit's windows (middleware/rateLimitStore.ts), kept here so that every server
-- process behind a load balancer spends from one budget per principal: a row per principal
-- (`user:<id>` or `address:<ip>`) with the points spent in its current fixed window. A window
-- that has ended starts again on the next request; ended rows are swept now and then.
CREATE TABLE rate_limit_windows (
  key text PRIMARY KEY,
  spent integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_windows_resets_at ON rate_limit_windows (resets_at);
