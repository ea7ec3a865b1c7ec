-- The full record of a player's tasks (docs/records.md): one row per score (habits, dailies,
-- to-dos, rewards, a checklist item checked or unchecked) and per day-boundary result (each
-- daily's outcome for the day that closed, and one row of the player's stats for that day).
-- Nothing is ever averaged or dropped: the `history` arrays of the API are built from these rows.
--
-- Rows are written in the statement of the player change that made them, so `player_version`
-- (the player's version after that change, the `userV` the answer carried) ties each row to its
-- change: undoing a change deletes the rows of that version.
--
-- Partitioned by month on `day` (the game day the row counts for, in the player's zone), so a
-- month of old rows is one table to read, archive or drop; rows outside every month's partition
-- (an import of old history, a clock moved past the months created) land in the default
-- partition, which ensure_task_record_partitions splits when it creates their months.
CREATE TABLE task_records (
  id bigserial,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Null on the player's own row of a day (kind 'day').
  task_id uuid,
  task_type text CHECK (task_type IN ('habit', 'daily', 'todo', 'reward')),
  kind text NOT NULL CHECK (kind IN (
    'up', 'down', 'checklistChecked', 'checklistUnchecked',
    'completed', 'missed', 'evaded', 'resting', 'skipped', 'vacation', 'excused', 'notDue',
    'day')),
  at timestamptz NOT NULL,
  day date NOT NULL,
  -- What the row did to the task's value, and the value after it.
  delta double precision NOT NULL DEFAULT 0,
  value double precision NOT NULL DEFAULT 0,
  -- Dailies: whether the daily was due that day, its streak after; checklists: items done of all.
  is_due boolean,
  streak integer,
  checklist_done smallint,
  checklist_total smallint,
  -- The player after the change: experience tally toward the level, gold, level, health.
  exp double precision NOT NULL,
  gp double precision NOT NULL,
  lvl integer NOT NULL,
  hp double precision NOT NULL,
  player_version integer NOT NULL,
  PRIMARY KEY (user_id, day, id),
  CHECK ((kind = 'day') = (task_id IS NULL))
) PARTITION BY RANGE (day);

-- "This task's rows by day" (the player's rows by day is the primary key).
CREATE INDEX task_records_task_day ON task_records (task_id, day);

CREATE TABLE task_records_default PARTITION OF task_records DEFAULT;

-- Creates the monthly partitions covering [from_day, to_day), each once. Rows of such a month
-- already in the default partition are moved into the new month's table before it is attached,
-- so the default partition never blocks a month being created.
CREATE FUNCTION ensure_task_record_partitions(from_day date, to_day date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  month date := date_trunc('month', from_day)::date;
  next_month date;
  name text;
  created integer := 0;
BEGIN
  WHILE month < to_day LOOP
    next_month := (month + interval '1 month')::date;
    name := 'task_records_' || to_char(month, 'YYYY_MM');
    IF to_regclass(name) IS NULL THEN
      EXECUTE format('CREATE TABLE %I (LIKE task_records INCLUDING DEFAULTS INCLUDING CONSTRAINTS)',
        name);
      EXECUTE format('WITH moved AS (DELETE FROM task_records_default WHERE day >= %L AND day < %L
        RETURNING *) INSERT INTO %I SELECT * FROM moved', month, next_month, name);
      EXECUTE format('ALTER TABLE task_records ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
        name, month, next_month);
      created := created + 1;
    END IF;
    month := next_month;
  END LOOP;
  RETURN created;
END
$$;

-- The months around the time of writing; the server creates the months ahead at start-up.
SELECT ensure_task_record_partitions('2026-01-01', '2028-01-01');
