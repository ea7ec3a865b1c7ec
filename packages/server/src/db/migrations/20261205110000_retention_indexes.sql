-- Retention (docs/data-retention.md): the undo before-images of players who never come back are
-- pruned by age, oldest first.
CREATE INDEX player_changes_created ON player_changes (created_at);

-- Archived to-dos are kept for ever; a player's task list reads only the unarchived ones.
CREATE INDEX tasks_user_unarchived ON tasks (user_id, type) WHERE NOT archived;
