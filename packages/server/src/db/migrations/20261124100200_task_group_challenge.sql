-- Tasks of the shared game (issue 13 §3): a team task's group and a challenge task's challenge as
-- indexed columns (the API object keeps `group` and `challenge` in details). The challenge's
-- reference comes with the challenges table. A deleted group unlinks its tasks rather than
-- deleting players' data: the service that deletes a group decides what goes.
ALTER TABLE tasks
  ADD COLUMN group_id uuid REFERENCES groups (id) ON DELETE SET NULL,
  ADD COLUMN challenge_id uuid;
CREATE INDEX tasks_group ON tasks (group_id) WHERE group_id IS NOT NULL;
CREATE INDEX tasks_challenge ON tasks (challenge_id) WHERE challenge_id IS NOT NULL;

-- Links already in details (none are written yet; this keeps the two in step if any were).
UPDATE tasks SET challenge_id = (details->'challenge'->>'id')::uuid
WHERE details->'challenge'->>'id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
UPDATE tasks t SET group_id = g.id
FROM groups g WHERE g.id::text = lower(t.details->'group'->>'id');
