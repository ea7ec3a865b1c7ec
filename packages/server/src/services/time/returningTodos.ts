// To-dos that come back N days after completion (docs/game-rules.md#richer-schedules): the day
// boundary of the return date reopens them (core returningTodo.ts), before old completed to-dos
// are cleared (a returning one never is).
import { type DayClock, isTodoBack } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { listReturningTodos } from '../../db/repositories/returningTodos.ts';
import { saveTask } from '../../db/repositories/tasks.ts';

/** Reopens the player's returning to-dos whose date has come; answers how many. */
export async function reopenReturningTodos(
  tx: Queryable,
  userId: string,
  now: Date,
  clock: DayClock,
): Promise<number> {
  let reopened = 0;
  for (const task of await listReturningTodos(tx, userId)) {
    if (task.type !== 'todo') continue; // the query reads to-dos only
    const todo = task;
    const returning = {
      completed: todo.completed,
      dateCompleted: todo.dateCompleted,
      comesBackAfterDays: todo.returnsAfterDays ?? undefined,
    };
    if (!isTodoBack(returning, now, clock)) continue;
    const reopenedTodo = {
      ...todo,
      completed: false,
      dateCompleted: null,
      updatedAt: now.toISOString(),
    };
    await saveTask(tx, reopenedTodo);
    reopened += 1;
  }
  return reopened;
}
