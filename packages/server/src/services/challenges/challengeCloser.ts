// Closing a challenge: DELETE /challenges/:id refunds the prize to its leader; POST
// /challenges/:id/selectWinner/:winnerId pays it to the winner, who also gets the challenge's name
// in achievements.challenges and a WON_CHALLENGE notification. Either way the group counts one
// challenge less, the challenge's own tasks go, every member's copies break (deleted, or closed
// naming the winner), the members' tags become plain tags, and the challenge is deleted. Everything
// in one transaction under changeChallenge's locks (members included), so the prize is paid exactly
// once and no member's score can undo the broken marks.
import type { TransactionType } from '../gems/gemLedger.ts';
import { NotAuthorized, NotFound } from '@questlog/core';
import { countGroupChallenge, deleteChallenge } from '../../db/repositories/challenges.ts';
import {
  breakChallengeCopies,
  deleteChallengeOwnTasks,
} from '../../db/repositories/challengeTasks.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import { addNotification } from '../../db/repositories/notifications.ts';
import { isChallengeLeader, type ChallengeChange } from './challengeChange.ts';

export async function deleteClosedChallenge(change: ChallengeChange): Promise<void> {
  if (!isChallengeLeader(change)) throw new NotAuthorized('onlyLeaderDeleteChal');
  const { challenge } = change;
  if (challenge.leader_id && challenge.prize > 0) {
    await payGems(change, challenge.leader_id, challenge.prize, 'challenge_refund');
  }
  await closeChallenge(change, { reason: 'CHALLENGE_DELETED' });
}

export async function selectWinner(change: ChallengeChange, winnerId: string): Promise<void> {
  if (!isChallengeLeader(change)) throw new NotAuthorized('onlyLeaderDeleteChal');
  const { challenge, tx, now } = change;
  const winner = change.memberIds.includes(winnerId) ? change.playerRow(winnerId) : undefined;
  if (!winner) throw new NotFound('winnerNotFound');
  const won = (winner.achievements.challenges as string[] | undefined) ?? [];
  const prize = challenge.prize;
  await change.writePlayer(
    winner.id,
    {
      gems: winner.gems + prize,
      achievements: { ...winner.achievements, challenges: [...won, challenge.name] },
    },
    prize > 0 ? [{ amount: prize, transactionType: 'won_challenge', reference: challenge.id }] : [],
  );
  await addNotification(tx, winner.id, {
    type: 'WON_CHALLENGE',
    data: {
      id: challenge.id,
      name: challenge.name,
      prize: challenge.prize,
      leader: challenge.leader_id,
    },
    now,
  });
  const winnerName = (winner.profile.name as string | undefined) ?? '';
  await closeChallenge(change, { reason: 'CHALLENGE_CLOSED', winner: winnerName });
}

async function payGems(
  change: ChallengeChange,
  userId: string,
  gems: number,
  transactionType: TransactionType,
) {
  const player = change.playerRow(userId);
  if (!player) return; // the account is gone
  const reference = change.challenge.id;
  await change.writePlayer(userId, { gems: player.gems + gems }, [
    { amount: gems, transactionType, reference },
  ]);
}

async function closeChallenge(
  change: ChallengeChange,
  broken: { reason: 'CHALLENGE_DELETED' | 'CHALLENGE_CLOSED'; winner?: string },
) {
  const { tx, now, challenge } = change;
  // The prize's way out of escrow, for the audit trail.
  await recordEvent(tx, {
    type: 'challenge.closed',
    userId: change.user.row.id,
    groupId: challenge.group_id ?? undefined,
    payload: { challengeId: challenge.id, prize: challenge.prize, ...broken },
  });
  // Staff (a challenge admin, a moderator) closing someone's challenge: on its leader's trail.
  if (challenge.leader_id && challenge.leader_id !== change.user.row.id) {
    await recordEvent(tx, {
      type: 'admin.challengeClosed',
      userId: challenge.leader_id,
      payload: {
        actorId: change.user.row.id,
        challengeId: challenge.id,
        name: challenge.name,
        ...broken,
      },
    });
  }
  if (challenge.group_id && change.group) {
    await countGroupChallenge(tx, challenge.group_id, { count: -1, now });
  }
  await deleteChallengeOwnTasks(tx, challenge.id);
  await breakChallengeCopies(tx, challenge.id, { ...broken, now });
  await tx.query('UPDATE tags SET challenge = false WHERE id = $1 AND challenge', [challenge.id]);
  await deleteChallenge(tx, challenge.id);
  // Their tasks changed: each member's version moves, so their clients fetch again.
  for (const memberId of change.memberIds) await change.writePlayer(memberId, {});
}
