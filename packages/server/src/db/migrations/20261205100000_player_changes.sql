-- What an undoable change replaced (docs/undo.md): a score, a checklist item scored, a purchase, a
-- task deleted. Written in the statement of the change itself, so it exists exactly when the change
-- committed. `version` is the player's version the change left: the change may be undone only
-- while the player is still at that version (nothing changed them since).
--
-- `before` holds the player's columns the change wrote, as they were; the task rows it wrote or
-- deleted, whole, as they were; the ids of the player's notifications that already carried the
-- change's timestamp (any other notification of that instant is one the change added); and the
-- gem-ledger moves it recorded. Rows older than a day are deleted by the worker's retention jobs;
-- POST /user/undo refuses anything older than a minute anyway.
CREATE TABLE player_changes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  version integer NOT NULL,
  kind text NOT NULL,
  before jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  undone_at timestamptz
);
CREATE INDEX player_changes_user ON player_changes (user_id, created_at);
