-- The events outbox (issue 13 §4). A change records its events in its own transaction, so an
-- event exists exactly when the change committed. The event worker claims pending rows
-- (FOR UPDATE SKIP LOCKED, then a lease in claimed_until/locked_by), hands each to the handlers
-- of its type (webhooks, chat fan-out, mail, the audit trail), and marks it done, or schedules a
-- retry (available_at, with backoff) and, after too many attempts, marks it failed.
-- Delivery to handlers is at least once: a worker that dies mid-batch leaves its lease to expire.
-- user_id and group_id carry no references: the audit trail outlives deleted accounts.
CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  user_id uuid,
  group_id uuid,
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Not handed out before this time (a retry's backoff, or a delayed event).
  available_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  -- While a worker holds the event: until when, and which worker.
  claimed_until timestamptz,
  locked_by text,
  last_error text,
  done_at timestamptz,
  -- Gave up after the last attempt; kept for a person to look at.
  failed_at timestamptz
);
-- What the worker claims: pending events in order. Done and failed rows leave the index.
CREATE INDEX events_pending ON events (available_at, id) WHERE done_at IS NULL AND failed_at IS NULL;
-- Pruning delivered events.
CREATE INDEX events_done ON events (done_at) WHERE done_at IS NOT NULL;
