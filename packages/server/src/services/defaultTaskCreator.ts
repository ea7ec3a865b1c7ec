// Gives a new player the default tasks and tags and records the tasks' order (a change of the
// new player, in the transaction that creates them). The tasks are written in the player's
// language, each string English where its translation is not written yet.
import {
  defaultTagNames,
  defaultTasksIn,
  loadCatalogueTable,
  TASKS_ORDER_KEY,
  type DefaultTask,
} from '@questlog/core';
import { DEFAULT_LANGUAGE } from '@questlog/core/languages';
import type { Queryable } from '../db/database.ts';
import { changePlayerInTransaction } from './players/playerChanger.ts';

export async function createDefaultTasks(
  tx: Queryable,
  userId: string,
  now: Date,
  language: string = DEFAULT_LANGUAGE,
) {
  const translated =
    language === DEFAULT_LANGUAGE ? undefined : await loadCatalogueTable(language, 'starterTasks');
  const tasksOrder = { habits: [], dailys: [], todos: [], rewards: [] } as Record<string, string[]>;
  for (const task of defaultTasksIn(translated)) {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO tasks (user_id, type, text, notes, value, details, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [userId, task.type, task.text, task.notes, valueOf(task), detailsOf(task), now],
    );
    tasksOrder[TASKS_ORDER_KEY[task.type]]!.push(row!.id);
  }
  await changePlayerInTransaction(
    tx,
    { now },
    userId,
    async ({ setUserColumns }) => setUserColumns({ tasks_order: tasksOrder }),
    { withAccount: false, relistNotifications: false },
  );
  for (const [position, name] of defaultTagNames.entries()) {
    await tx.query(
      'INSERT INTO tags (user_id, name, position, created_at) VALUES ($1, $2, $3, $4)',
      [userId, name, position, now],
    );
  }
}

/** A reward's value is its price; other tasks start at 0. */
function valueOf(task: DefaultTask): number {
  return task.type === 'reward' ? task.value : 0;
}

function detailsOf(task: DefaultTask): Record<string, unknown> {
  switch (task.type) {
    case 'habit':
      return {
        up: task.up,
        down: task.down,
        counterUp: 0,
        counterDown: 0,
        frequency: 'daily',
        history: [],
      };
    case 'todo':
      return { completed: false, checklist: [], collapseChecklist: false, date: null };
    case 'reward':
      return {};
  }
}
