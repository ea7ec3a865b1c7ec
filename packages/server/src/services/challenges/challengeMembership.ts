// POST /challenges/:challengeId/join and /leave for the acting player: joining needs the challenge
// visible and open to them (404 challengeNotFound otherwise); leaving, as in the original, only
// needs it to exist (a member may leave a flagged challenge).
import { NotFound } from '@questlog/core';
import type { ChallengeRow } from '../../db/repositories/challenges.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { findNamedChallenge } from './challengeChange.ts';
import { joinChallenge, leaveChallenge, type KeepChoice } from './challengeMembers.ts';
import { findVisibleChallenge, mayJoin } from './challengeReader.ts';

export async function joinVisibleChallenge(
  context: SignedInContext,
  challengeParam: string,
): Promise<ChallengeRow> {
  const sight = await findVisibleChallenge(context.db, context.actorId!, challengeParam).catch(
    () => undefined,
  );
  if (!sight || !mayJoin(sight)) throw new NotFound('challengeNotFound');
  return context.changeActor((change) => joinChallenge(change, sight.challenge.id));
}

export async function leaveNamedChallenge(
  context: SignedInContext,
  challengeId: string,
  keep: KeepChoice,
): Promise<void> {
  await findNamedChallenge(context.db, challengeId);
  await context.changeActor((change) => leaveChallenge(change, challengeId, keep));
}
