// POST /challenges/:challengeId/clone: a new challenge (createChallenge's checks and escrow) with
// copies of a visible challenge's tasks in its order; answers the new challenge and its tasks.
import { sortByOrder } from '@questlog/core';
import { listChallengeTasks } from '../../db/repositories/challengeTasks.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { createChallenge, type NewChallengeBody } from './challengeCreator.ts';
import { findVisibleChallenge } from './challengeReader.ts';

export async function cloneChallenge(
  context: SignedInContext,
  sourceParam: string,
  body: NewChallengeBody,
) {
  const { db } = context;
  const { challenge: source } = await findVisibleChallenge(db, context.actorId!, sourceParam);
  const sources = sortByOrder(await listChallengeTasks(db, source.id), source.tasks_order);
  const challenge = await createChallenge(context, body, sources);
  const clonedTasks = sortByOrder(
    await listChallengeTasks(db, challenge.id),
    challenge.tasks_order,
  );
  return { challenge, clonedTasks };
}
