// GET /tasks/challenge/:challengeId: a challenge's own tasks in its order, for whoever may see it.
import { sortByOrder } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { listChallengeTasks } from '../../db/repositories/challengeTasks.ts';
import { findVisibleChallenge } from './challengeReader.ts';

export async function listTasksOfChallenge(db: Queryable, userId: string, challengeParam: string) {
  const { challenge } = await findVisibleChallenge(db, userId, challengeParam);
  const tasks = await listChallengeTasks(db, challenge.id);
  return sortByOrder(tasks, challenge.tasks_order);
}
