// The Hall of Heroes and Patrons and the staff's player tools: the lists for every player; a
// player's admin fields and their editing, their party, their group plans and deleting them for
// staff with userSupport (401 noPrivAccess otherwise).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, NotFound, isUuid } from '@questlog/core';
import { recordEvent } from '../../db/repositories/events.ts';
import { loadUser } from '../../db/repositories/users.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { requirePermission } from '../../middleware/requirePermission.ts';
import { presentHallEntry, presentHero } from '../../presenters/presentHero.ts';
import { deleteAccount } from '../../services/accountDeleter.ts';
import { balanceOf } from '../../services/gems.ts';
import { changePlayer } from '../../services/players/playerChanger.ts';
import { requestContext } from '../requestContext.ts';
import type { HeroUpdate } from '../../services/staff/heroEdit.ts';
import { updateHero } from '../../services/staff/heroEditor.ts';
import { findUserId } from '../../services/staff/userFinder.ts';
import { hallApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const PATRONS_PER_PAGE = 50;

type HallRow = Parameters<typeof presentHallEntry>[0];

export const hallRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);
  const userSupport = { onRequest: requirePermission('userSupport') };

  const heroIdOf = async (identifier: string) => {
    const heroId = await findUserId(app.db, identifier);
    if (!heroId) throw new NotFound('userWithIDNotFound', { params: { userId: identifier } });
    return heroId;
  };

  route(app, hallApi.patrons, async (request, reply) => {
    const { page: raw } = request.query;
    const page = raw === undefined ? 0 : Number(raw);
    if (!Number.isInteger(page) || page < 0) throw new BadRequest('queryPageInteger');
    const rows = await app.db.query<HallRow>(
      `SELECT id, contributor, backer, profile FROM users
       WHERE backer ? 'tier' AND CASE WHEN jsonb_typeof(backer->'tier') = 'number'
         THEN (backer->>'tier')::numeric > 0 ELSE false END
       ORDER BY (backer->>'tier')::numeric DESC, id LIMIT $1 OFFSET $2`,
      [PATRONS_PER_PAGE, page * PATRONS_PER_PAGE],
    );
    return reply.envelope(rows.map(presentHallEntry));
  });

  route(app, hallApi.heroes, async (_request, reply) => {
    const rows = await app.db.query<HallRow>(
      `SELECT id, contributor, backer, profile FROM users
       WHERE contributor ? 'level' AND CASE WHEN jsonb_typeof(contributor->'level') = 'number'
         THEN (contributor->>'level')::numeric > 0 ELSE false END
       ORDER BY (contributor->>'level')::numeric DESC, id`,
    );
    return reply.envelope(rows.map(presentHallEntry));
  });

  route(app, hallApi.heroParty, { ...userSupport }, async (request, reply) => {
    const { groupId } = request.params;
    const [party] = isUuid(groupId)
      ? await app.db.query<PartyRow>(
          `SELECT id, balance, challenge_count, leader_id, leader_only_challenges,
               leader_only_get_gems, member_count, purchased, quest
             FROM groups WHERE id = $1 AND type = 'party'`,
          [groupId],
        )
      : [];
    if (!party) throw new NotFound('groupWithIDNotFound', { params: { groupId } });
    // Never the party's name, summary, description or leader message.
    return reply.envelope({
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
    });
  });

  route(app, hallApi.heroGroupPlans, { ...userSupport }, async (request, reply) => {
    const heroId = await heroIdOf(request.params.heroId);
    const plans = await app.db.query<{
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
    return reply.envelope(
      plans.map((group) => ({
        _id: group.id,
        id: group.id,
        name: group.name,
        type: group.type,
        leader: group.leader_id,
        purchased: group.purchased,
      })),
    );
  });

  route(app, hallApi.hero, { ...userSupport }, async (request, reply) => {
    const heroId = await heroIdOf(request.params.heroId);
    return reply.envelope(presentHero((await loadUser(app.db, heroId))!));
  });

  route(app, hallApi.updateHero, { ...userSupport }, async (request, reply) => {
    const { heroId } = request.params;
    if (!isUuid(heroId)) throw new BadRequest('heroIdRequired');
    const hero = await updateHero(
      requestContext(request),
      heroId.toLowerCase(),
      request.body as HeroUpdate,
    );
    return reply.envelope(presentHero(hero));
  });

  route(app, hallApi.deleteMember, { ...userSupport }, async (request, reply) => {
    const { memberId } = request.params;
    if (!isUuid(memberId)) throw new BadRequest('memberIdRequired');
    const userId = memberId.toLowerCase();
    if (!(await loadUser(app.db, userId, { withAccount: false }))) {
      throw new NotFound('userWithIDNotFound', { params: { userId } });
    }
    const { deleteAccount: shouldDelete, deleteAmplitude } = request.query;
    if (shouldDelete === 'true') {
      await changePlayer(requestContext(request), userId, async ({ tx, now, actorId }) => {
        await deleteAccount(tx, userId, now);
        await recordEvent(tx, {
          type: 'admin.memberDeleted',
          userId,
          payload: { actorId, deleteAmplitude: deleteAmplitude === 'true' },
        });
      });
    }
    // Staff deleting themselves: the account is gone, no userV to report.
    if (userId === request.user!.id && shouldDelete === 'true') request.user = null;
    return reply.envelope({});
  });
};

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
