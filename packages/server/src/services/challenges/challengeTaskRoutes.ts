// GET, PUT and DELETE /tasks/:taskId reach a challenge's own task too (it has no owner player, so the
// player's task lookup never finds it): these hand such a task to challengeTaskEditor under
// changeChallenge's locks (the members included). Undefined/false: not a challenge's task.
import type { TaskInput } from '@questlog/core';
import { findChallengeTask } from '../../db/repositories/challengeTasks.ts';
import type { StoredTask } from '../../db/repositories/tasks.ts';
import type { ServiceContext } from '../serviceContext.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { changeChallenge } from './challengeChange.ts';
import { findVisibleChallenge } from './challengeReader.ts';
import { deleteChallengeTask, editChallengeTask } from './challengeTaskEditor.ts';

export async function editIfChallengeTask(
  context: SignedInContext,
  taskId: string,
  input: TaskInput,
): Promise<StoredTask | undefined> {
  const found = await findChallengeTask(context.db, taskId);
  if (!found) return undefined;
  return changeChallenge(
    context,
    found.challengeId,
    (change) => editChallengeTask(change, found.task.id, input),
    { withMembers: true },
  );
}

export async function deleteIfChallengeTask(
  context: SignedInContext,
  taskId: string,
): Promise<boolean> {
  const found = await findChallengeTask(context.db, taskId);
  if (!found) return false;
  await changeChallenge(
    context,
    found.challengeId,
    (change) => deleteChallengeTask(change, found.task.id),
    { withMembers: true },
  );
  return true;
}

/** A challenge's own task for whoever may see the challenge (else undefined: 404 as before). */
export async function findVisibleChallengeTask(
  context: ServiceContext,
  taskId: string,
): Promise<StoredTask | undefined> {
  const found = await findChallengeTask(context.db, taskId);
  if (!found || !context.actorId) return undefined;
  const visible = await findVisibleChallenge(context.db, context.actorId, found.challengeId).catch(
    () => undefined,
  );
  return visible && found.task;
}
