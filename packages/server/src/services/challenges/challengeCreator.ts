// POST /challenges and POST /challenges/:id/clone: checks in the original's order (the group, the
// player's membership, leaders-only groups, the Tavern's minimum prize, the challenge's fields),
// then the prize moves into escrow — from the group's bank as far as the leader may spend it, the
// rest from the player — and the creator joins. One transaction: the creator's lock, then the group
// row (its bank), then the new challenge.
import { randomUUID } from 'node:crypto';
import {
  BadRequest,
  checkNewChallenge,
  cloneChallengeTask,
  NotAuthorized,
  NotFound,
  OFFICIAL_CATEGORY,
  payPrize,
  TAVERN_ALIAS,
  type Task,
  TASKS_ORDER_KEY,
} from '@questlog/core';
import {
  countGroupChallenge,
  insertChallenge,
  updateChallenge,
  type ChallengeRow,
} from '../../db/repositories/challenges.ts';
import { insertChallengeTasks } from '../../db/repositories/challengeTasks.ts';
import {
  findMemberRole,
  lockGroup,
  TAVERN_ID,
  type GroupRow,
} from '../../db/repositories/groups.ts';
import { changeGroupGems } from '../gems/gemLedger.ts';
import { guildCategories } from '../guilds/guildCategories.ts';
import { resolveGroupId } from '../parties/partyChange.ts';
import type { PlayerChange } from '../players/playerChanger.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { isChallengeAdmin } from './challengeChange.ts';
import { joinChallenge } from './challengeMembers.ts';

export interface NewChallengeBody {
  group?: string;
  name?: string;
  shortName?: string;
  summary?: string;
  description?: string;
  prize?: number;
  official?: boolean;
  categories?: { slug: string }[];
}

/** Creates the challenge (with copies of `sourceTasks` for a clone); answers it. */
export async function createChallenge(
  context: SignedInContext,
  body: NewChallengeBody,
  sourceTasks: readonly Task[] = [],
): Promise<ChallengeRow> {
  if (!body.group) throw new BadRequest('groupIdRequired');
  const userId = context.actorId!;
  const groupParam = body.group === TAVERN_ALIAS ? TAVERN_ID : body.group;
  const groupId = await resolveGroupId(context.db, userId, groupParam);
  return context.changeActor(async (change) => {
    const { tx, user, now } = change;
    const group = await lockGroup(tx, groupId);
    if (!group) throw new NotFound('groupNotFound');
    await checkMayCreate(change, group, body.prize ?? 0);
    const text = checkNewChallenge(body);
    const categories = guildCategories(body.categories ?? []);
    const isGroupLeader = group.leader_id === user.row.id;
    const prize = body.prize ?? 0;
    const payment = payPrize({
      prize,
      userGems: user.row.gems,
      bankGems: group.balance,
      isGroupLeader,
      isTavern: group.type === 'tavern',
    });
    const official =
      isChallengeAdmin(user.row.permissions) &&
      (body.official === true || categories.some((c) => c.slug === OFFICIAL_CATEGORY));
    let challenge = await insertChallenge(tx, {
      ...text,
      official,
      leaderId: user.row.id,
      groupId: group.id,
      prize,
      categories,
      now,
    });
    await countGroupChallenge(tx, group.id, { count: 1, now });
    const reference = challenge.id;
    if (payment.fromBank > 0) {
      await changeGroupGems(tx, group.id, {
        amount: -payment.fromBank,
        transactionType: 'create_bank_challenge',
        reference,
        now,
      });
    }
    if (payment.fromUser > 0) {
      change.setUserColumns({ gems: user.row.gems - payment.fromUser });
      change.recordGems({
        amount: -payment.fromUser,
        transactionType: 'create_challenge',
        reference,
      });
    }
    if (sourceTasks.length > 0) challenge = await addClonedTasks(change, challenge, sourceTasks);
    return joinChallenge(change, challenge.id);
  });
}

/** The checks after the group's: membership, leaders-only groups, the Tavern's minimum prize. */
async function checkMayCreate({ tx, user }: PlayerChange, group: GroupRow, prize: number) {
  if (group.type === 'tavern') {
    if (prize < 1) throw new NotAuthorized('tavChalsMinPrize');
    return;
  }
  if ((await findMemberRole(tx, group.id, user.row.id)) === undefined) {
    throw new NotAuthorized('mustBeGroupMember');
  }
  if (group.leader_only_challenges && group.leader_id !== user.row.id) {
    throw new NotAuthorized('onlyGroupLeaderChal');
  }
}

async function addClonedTasks(
  { tx, now }: PlayerChange,
  challenge: ChallengeRow,
  sources: readonly Task[],
): Promise<ChallengeRow> {
  const clones = sources.map((source) => ({
    ...cloneChallengeTask(source, { newId: randomUUID, now, challengeId: challenge.id }),
    userId: undefined,
  }));
  await insertChallengeTasks(tx, challenge.id, clones);
  const order: Record<string, string[]> = { habits: [], dailys: [], todos: [], rewards: [] };
  for (const clone of clones) order[TASKS_ORDER_KEY[clone.type]]!.push(clone.id);
  return updateChallenge(tx, challenge.id, { tasks_order: order }, now);
}
