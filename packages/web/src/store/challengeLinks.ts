// A player's copies of challenge tasks and the team-board tasks in their columns: whether they may
// be deleted here, and unlinking broken copies (keep as my own task, or remove), one or all of a
// challenge's, through the one optimistic primitive: shown at once, and only this change dropped on
// a refusal.
import { isLinkedToChallenge } from '@questlog/core';
import { challengesApi, type KeepAll, type KeepOne } from '../api/challengesApi.ts';
import { challengeLinkOf, teamLinkOf } from '../api/challengeTypes.ts';
import type { Task } from '../api/tasksTypes.ts';
import { sendChange } from './optimistic.ts';
import { asCoreTask } from './tasksRules.ts';

export type DeleteRefusal = 'challengeTask' | 'teamTask';

/**
 * Why the delete control is disabled (401 cantDeleteChallengeTasks for a copy still linked to its
 * challenge; a team task is the group's, removed on its board).
 */
export function deleteRefusalOf(task: Task): DeleteRefusal | null {
  if (isLinkedToChallenge(asCoreTask(task))) return 'challengeTask';
  if (teamLinkOf(task).id) return 'teamTask';
  return null;
}

/** Rejects with a refusal, which the request layer has shown. */
function applyThenSend(change: (tasks: Task[]) => Task[], send: () => Promise<void>) {
  return sendChange({ apply: (state) => ({ ...state, tasks: change(state.tasks) }), send });
}

const unlinked = (task: Task): Task => ({ ...task, challenge: {} });

/** POST /tasks/unlink-one/:taskId?keep=keep|remove. */
export function unlinkChallengeTask(taskId: string, keep: KeepOne): Promise<void> {
  return applyThenSend(
    (tasks) =>
      keep === 'keep'
        ? tasks.map((task) => (task._id === taskId ? unlinked(task) : task))
        : tasks.filter((task) => task._id !== taskId),
    () => challengesApi.unlinkOne(taskId, keep),
  );
}

/** POST /tasks/unlink-all/:challengeId?keep=keep-all|remove-all: every broken copy of it. */
export function unlinkChallengeTasks(challengeId: string, keep: KeepAll): Promise<void> {
  const isCopy = (task: Task) => {
    const link = challengeLinkOf(task);
    return link.id === challengeId && Boolean(link.broken);
  };
  return applyThenSend(
    (tasks) =>
      keep === 'keep-all'
        ? tasks.map((task) => (isCopy(task) ? unlinked(task) : task))
        : tasks.filter((task) => !isCopy(task)),
    () => challengesApi.unlinkAll(challengeId, keep),
  );
}
