// Reading challenges as a player may see them: core's canViewChallenge decides;
// anything else is 404 challengeNotFound. Presenting fills in the group and the leader's name.
import { canJoinChallenge, canViewChallenge, NotFound, type ChallengeViewer } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { isChallengeMember, type ChallengeRow } from '../../db/repositories/challenges.ts';
import { findGroup, findMemberRole, type GroupRow } from '../../db/repositories/groups.ts';
import { presentChallenge } from '../../presenters/presentChallenge.ts';
import { isModerator } from '../chat/chatReaders.ts';
import { findNamedChallenge } from './challengeChange.ts';

export interface ChallengeSight {
  challenge: ChallengeRow;
  group: GroupRow | undefined;
  viewer: ChallengeViewer;
}

/** What the viewer is to the challenge: moderator, member of its group, member of it. */
export async function viewerOf(
  db: Queryable,
  challenge: ChallengeRow,
  userId: string,
): Promise<ChallengeSight> {
  const [row] = await db.query<{ permissions: Record<string, unknown> }>(
    'SELECT permissions FROM users WHERE id = $1',
    [userId],
  );
  const group = challenge.group_id ? await findGroup(db, challenge.group_id) : undefined;
  const viewer: ChallengeViewer = {
    id: userId,
    isModerator: isModerator(row?.permissions ?? {}),
    isGroupMember: group ? (await findMemberRole(db, group.id, userId)) !== undefined : false,
    isChallengeMember: await isChallengeMember(db, challenge.id, userId),
  };
  return { challenge, group, viewer };
}

export function accessOf(challenge: ChallengeRow, group: GroupRow | undefined) {
  return {
    leaderId: challenge.leader_id,
    flagCount: challenge.flag_count,
    group: group ? { type: group.type, privacy: group.privacy } : null,
  };
}

/** The challenge if the player may see it; else 404 challengeNotFound. */
export async function findVisibleChallenge(
  db: Queryable,
  userId: string,
  challengeId: string,
): Promise<ChallengeSight> {
  const sight = await viewerOf(db, await findNamedChallenge(db, challengeId), userId);
  if (!canViewChallenge(accessOf(sight.challenge, sight.group), sight.viewer)) {
    throw new NotFound('challengeNotFound');
  }
  return sight;
}

export function mayJoin(sight: ChallengeSight): boolean {
  return canJoinChallenge(accessOf(sight.challenge, sight.group), sight.viewer);
}

/** The challenges as the API shows them, with their groups and leaders' names. */
export async function presentChallenges(
  db: Queryable,
  rows: readonly ChallengeRow[],
  { isModerator: moderator = false } = {},
) {
  if (rows.length === 0) return [];
  const groups = await db.query<{ id: string; name: string; type: string; privacy: string }>(
    'SELECT id, name, type, privacy FROM groups WHERE id = ANY ($1::uuid[])',
    [rows.map((row) => row.group_id).filter(Boolean)],
  );
  const leaders = await db.query<{ id: string; name: string }>(
    `SELECT id, coalesce(profile->>'name', '') AS name FROM users WHERE id = ANY ($1::uuid[])`,
    [rows.map((row) => row.leader_id).filter(Boolean)],
  );
  const groupById = new Map(groups.map((group) => [group.id, group]));
  const leaderById = new Map(leaders.map((leader) => [leader.id, leader.name]));
  return rows.map((row) =>
    presentChallenge(row, {
      group: row.group_id ? groupById.get(row.group_id) : undefined,
      leaderName: row.leader_id ? leaderById.get(row.leader_id) : undefined,
      isModerator: moderator,
    }),
  );
}

export async function presentOneChallenge(db: Queryable, row: ChallengeRow, isModerator = false) {
  const [presented] = await presentChallenges(db, [row], { isModerator });
  return presented!;
}
