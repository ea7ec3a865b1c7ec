-- The live feed's order (GET /live). Event ids are handed out when a change records its event, but
-- changes commit in another order: a stream sending by id could send 101, then 100 once its
-- transaction commits, and a client resuming from 101 would never see 100. So an event of the
-- live feed (`live`) gets its `position` as its transaction commits: a deferred trigger takes the
-- next number under a lock held until the commit ends. A position is visible only once every
-- smaller one has committed (or never will), so a reader going by position misses nothing, and a
-- stream resumes from the last position it sent (its SSE `id`). The lock is held for the commit
-- alone, and only by transactions that record a live event.
ALTER TABLE events
  ADD COLUMN live boolean NOT NULL DEFAULT false,
  ADD COLUMN position bigint;

CREATE SEQUENCE event_positions;

-- Streams until now sent event ids: those stay the positions of their events, so a client that
-- resumes with one continues where it was.
UPDATE events SET live = true, position = id
WHERE type IN ('chat.messagePosted', 'inbox.messageReceived');
SELECT setval('event_positions', greatest((SELECT max(id) FROM events), 1));

CREATE UNIQUE INDEX events_position ON events (position) WHERE position IS NOT NULL;

CREATE FUNCTION take_event_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('questlog_event_positions'));
  UPDATE events SET position = nextval('event_positions') WHERE id = NEW.id;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER events_position_at_commit
  AFTER INSERT ON events DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.live) EXECUTE FUNCTION take_event_position();
