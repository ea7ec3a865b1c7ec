// The Hall of Heroes and Patrons and the staff's player tools: the lists for every player; a
// player's admin fields and their editing, their party, their group plans and deleting them for
// staff with userSupport (401 noPrivAccess otherwise).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, NotFound, isUuid } from '@questlog/core';
import { requireUser } from '../../middleware/authenticate.ts';
import { requirePermission } from '../../middleware/requirePermission.ts';
import { presentHero } from '../../presenters/presentHero.ts';
import { listHeroes, listPatrons } from '../../services/staff/hallLists.ts';
import type { HeroUpdate } from '../../services/staff/heroEdit.ts';
import { updateHero } from '../../services/staff/heroEditor.ts';
import { heroGroupPlansOf, heroOf, heroPartyOf } from '../../services/staff/heroViews.ts';
import { deleteMemberAsStaff } from '../../services/staff/memberDeleter.ts';
import { findUserId } from '../../services/staff/userFinder.ts';
import { requestContext } from '../requestContext.ts';
import { hallApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

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
    return reply.envelope(await listPatrons(app.db, page));
  });

  route(app, hallApi.heroes, async (_request, reply) => reply.envelope(await listHeroes(app.db)));

  route(app, hallApi.heroParty, { ...userSupport }, async (request, reply) =>
    reply.envelope(await heroPartyOf(app.db, request.params.groupId)),
  );

  route(app, hallApi.heroGroupPlans, { ...userSupport }, async (request, reply) => {
    const heroId = await heroIdOf(request.params.heroId);
    return reply.envelope(await heroGroupPlansOf(app.db, heroId));
  });

  route(app, hallApi.hero, { ...userSupport }, async (request, reply) => {
    const heroId = await heroIdOf(request.params.heroId);
    return reply.envelope(await heroOf(app.db, heroId));
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
    const { deleteAccount, deleteAmplitude } = request.query;
    const shouldDelete = deleteAccount === 'true';
    await deleteMemberAsStaff(requestContext(request), userId, {
      shouldDelete,
      deleteAmplitude: deleteAmplitude === 'true',
    });
    // Staff deleting themselves: the account is gone, no userV to report.
    if (userId === request.user!.id && shouldDelete) request.user = null;
    return reply.envelope({});
  });
};
