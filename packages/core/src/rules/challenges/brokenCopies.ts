// Copies whose challenge or challenge task is gone: they are marked broken and stay the member's
// until the member keeps them as their own tasks or removes them. A copy still linked to a live
// challenge task can be neither deleted nor unlinked.
import { BadRequest, NotAuthorized } from '../../errors.ts';
import type { Task } from '../../model/task.ts';
import type { BrokenReason } from './constants.ts';

/** An active challenge copy (or a challenge's own task): linked, not broken. */
export function isLinkedToChallenge(task: Pick<Task, 'challenge'>): boolean {
  const challenge = task.challenge as Task['challenge'] | undefined;
  return Boolean(challenge?.id) && !challenge?.broken;
}

/** The copy marked broken; a closed challenge names its winner. */
export function breakChallengeCopy<T extends Task>(
  copy: T,
  reason: BrokenReason,
  { winner, now }: { winner?: string; now: Date },
): T {
  return {
    ...copy,
    challenge: { ...copy.challenge, broken: reason, ...(winner !== undefined ? { winner } : {}) },
    updatedAt: now.toISOString(),
  };
}

/** 401 cantDeleteChallengeTasks: a member may not delete a copy still linked to its challenge. */
export function checkMayDeleteTask(task: Pick<Task, 'challenge'>): void {
  if (isLinkedToChallenge(task)) throw new NotAuthorized('cantDeleteChallengeTasks');
}

/** A broken copy kept as the member's own task (`challenge = {}`); 400 if it is not broken. */
export function unlinkChallengeCopy<T extends Task>(copy: T, now: Date): T {
  checkMayUnlink(copy);
  return { ...copy, challenge: {}, updatedAt: now.toISOString() };
}

/** 400 cantOnlyUnlinkChalTask: only broken challenge copies can be unlinked. */
export function checkMayUnlink(task: Pick<Task, 'challenge'>): void {
  const challenge = task.challenge as Task['challenge'] | undefined;
  if (!challenge?.id || !challenge.broken) throw new BadRequest('cantOnlyUnlinkChalTask');
}
