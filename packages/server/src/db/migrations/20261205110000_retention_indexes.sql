-- Retention (docs/data-retention.md): the undo before-images of players who never come back are
-- pruned by age, oldest first.
CREATE INDEX player_changes_created ON player_changes (created_at);
