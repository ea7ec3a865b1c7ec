-- Tasks (issue 4): an optional alias usable wherever a task id is, unique per player; `archived`
-- marks completed to-dos cleared from the Completed list (POST /tasks/clearCompletedTodos) but kept
-- for the history listing (`type=_allCompletedTodos`).
ALTER TABLE tasks
  ADD COLUMN alias text,
  ADD COLUMN archived boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX tasks_user_alias ON tasks (user_id, alias) WHERE alias IS NOT NULL;
