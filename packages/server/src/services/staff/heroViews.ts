// What staff with userSupport read about a player (a "hero"): their admin fields, their party
// (its bookkeeping, never its name or texts) and the groups with a plan they belong to.
import { NotFound, isUuid } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { loadUser } from '../../db/repositories/users.ts';
import { presentHero } from '../../presenters/presentHero.ts';
import { balanceOf } from '../gems.ts';

export async function heroOf(db: Queryable, heroId: string) {
  return presentHero((await loadUser(db, heroId))!);
}

interface PartyRow {
  id: string;
  balance: number;
  challenge_count: number;
  leader_id: string | null;
  leader_only_challenges: boolean;
  leader_only_get_gems: boolean;
  member_count: number;
  purchased: Record<string, unknown>;
  quest: Record<string, unknown>;
}

export async function heroPartyOf(db: Queryable, groupId: string) {
  const [party] = isUuid(groupId)
    ? await db.query<PartyRow>(
        `SELECT id, balance, challenge_count, leader_id, leader_only_challenges,
             leader_only_get_gems, member_count, purchased, quest
           FROM groups WHERE id = $1 AND type = 'party'`,
        [groupId],
      )
    : [];
  if (!party) throw new NotFound('groupWithIDNotFound', { params: { groupId } });
  // Never the party's name, summary, description or leader message.
  return {
    _id: party.id,
    id: party.id,
    balance: balanceOf(party.balance),
    challengeCount: party.challenge_count,
    leader: party.leader_id,
    leaderOnly: {
      challenges: party.leader_only_challenges,
      getGems: party.leader_only_get_gems,
    },
    memberCount: party.member_count,
    purchased: party.purchased,
    quest: party.quest,
  };
}

export async function heroGroupPlansOf(db: Queryable, heroId: string) {
  const plans = await db.query<{
    id: string;
    name: string;
    type: string;
    leader_id: string | null;
    purchased: Record<string, unknown>;
  }>(
    `SELECT g.id, g.name, g.type, g.leader_id, g.purchased FROM groups g
         JOIN group_members m ON m.group_id = g.id
       WHERE m.user_id = $1 AND g.purchased ? 'plan' AND (g.purchased->'plan') <> '{}'::jsonb
       ORDER BY g.created_at`,
    [heroId],
  );
  return plans.map((group) => ({
    _id: group.id,
    id: group.id,
    name: group.name,
    type: group.type,
    leader: group.leader_id,
    purchased: group.purchased,
  }));
}
