-- Archived to-dos are kept for ever (docs/data-retention.md); a player's task list reads only the
-- unarchived ones, through this index. IF NOT EXISTS: for a few minutes the index was part of the
-- retention indexes migration, so a database migrated then has it already.
CREATE INDEX IF NOT EXISTS tasks_user_unarchived ON tasks (user_id, type) WHERE NOT archived;
