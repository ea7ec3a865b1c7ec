-- Shops (issue 7): the reward-column items the player pinned, and the default pins they removed.
ALTER TABLE users
  ADD COLUMN pinned_items jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN unpinned_items jsonb NOT NULL DEFAULT '[]';
