-- Challenge and team-board tasks have no owner: a challenge's own task carries only challenge_id, a
-- group plan's board task only group_id. Every task still belongs to someone: a player, a challenge
-- or a group. Deleting a group or a challenge is a service's job (it decides what members keep), so
-- no cascade clears the last owner silently.
ALTER TABLE tasks ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE tasks
  ADD CONSTRAINT tasks_have_an_owner
  CHECK (user_id IS NOT NULL OR group_id IS NOT NULL OR challenge_id IS NOT NULL);
