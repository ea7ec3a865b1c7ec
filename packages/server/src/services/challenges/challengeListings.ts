// Challenge listings as the reader sees them (a moderator also sees hidden ones): the player's
// challenges — open to them, joined or owned, searched, by category, a page at a time — and a
// group's challenges.
import { CHALLENGES_PER_PAGE } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  listChallengesOfUser,
  listGroupChallenges,
  type ChallengeListing,
} from '../../db/repositories/challenges.ts';
import { loadChatReader } from '../chat/chatReaders.ts';
import { findVisibleGroup } from '../parties/groupReader.ts';
import { presentChallenges } from './challengeReader.ts';

export type UserChallengesQuery = Omit<ChallengeListing, 'userId' | 'isModerator' | 'perPage'>;

export async function listUserChallenges(
  db: Queryable,
  userId: string,
  query: UserChallengesQuery,
) {
  const moderator = (await loadChatReader(db, userId)).isModerator;
  const rows = await listChallengesOfUser(db, {
    userId,
    ...query,
    isModerator: moderator,
    perPage: CHALLENGES_PER_PAGE,
  });
  return presentChallenges(db, rows, { isModerator: moderator });
}

export async function listChallengesOfGroup(db: Queryable, userId: string, groupParam: string) {
  const group = await findVisibleGroup(db, userId, groupParam);
  const moderator = (await loadChatReader(db, userId)).isModerator;
  const rows = await listGroupChallenges(db, group.id, moderator);
  return presentChallenges(db, rows, { isModerator: moderator });
}
