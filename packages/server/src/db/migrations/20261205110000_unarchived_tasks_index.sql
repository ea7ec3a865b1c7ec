-- Archived to-dos are kept for ever (docs/data-retention.md); a player's task list reads only the
-- unarchived ones, through this index.
CREATE INDEX tasks_user_unarchived ON tasks (user_id, type) WHERE NOT archived;
