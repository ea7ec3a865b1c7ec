// The challenge calls. Reads check core's canView (404 challengeNotFound otherwise); changes run
// as services under the lock order of docs/locking.md.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, MAX_SUMMARY_SIZE_FOR_CHALLENGES } from '@questlog/core';
import { requireUser } from '../../middleware/authenticate.ts';
import { changeChallenge } from '../../services/challenges/challengeChange.ts';
import { cloneChallenge } from '../../services/challenges/challengeCloner.ts';
import { deleteClosedChallenge, selectWinner } from '../../services/challenges/challengeCloser.ts';
import {
  createChallenge,
  type NewChallengeBody,
} from '../../services/challenges/challengeCreator.ts';
import {
  clearChallengeReports,
  editChallenge,
  reportChallenge,
} from '../../services/challenges/challengeEdits.ts';
import {
  listChallengesOfGroup,
  listUserChallenges,
} from '../../services/challenges/challengeListings.ts';
import {
  joinVisibleChallenge,
  leaveNamedChallenge,
} from '../../services/challenges/challengeMembership.ts';
import {
  findVisibleChallenge,
  presentOneChallenge,
} from '../../services/challenges/challengeReader.ts';
import { signedInContext } from '../signedInContext.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { challengeMemberRoutes } from './challengeMembers.ts';
import { challengeTaskRoutes } from './challengeTasks.ts';
import { challengesApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

/** The original checks the summary's length before anything else (400 summaryLengthExceedsMax). */
function checkSummary(body: NewChallengeBody): void {
  if ((body.summary?.length ?? 0) > MAX_SUMMARY_SIZE_FOR_CHALLENGES) {
    throw new BadRequest('summaryLengthExceedsMax');
  }
}

export const challengeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, challengesApi.createChallenge, async (request, reply) => {
    checkSummary(request.body);
    const challenge = await createChallenge(signedInContext(request), request.body);
    return reply.code(201).envelope(await presentOneChallenge(app.db, challenge));
  });

  route(app, challengesApi.listUserChallenges, async (request, reply) => {
    const { page, member, owned, search, categories } = request.query;
    if (page === undefined || !/^\d+$/.test(page)) throw new BadRequest('queryPageInteger');
    const challenges = await listUserChallenges(app.db, request.user!.id, {
      member: member === true,
      owned,
      search: search?.trim() || undefined,
      categories: categories?.split(',').filter(Boolean),
      page: Number(page),
    });
    return reply.envelope(challenges);
  });

  route(app, challengesApi.groupChallenges, async (request, reply) => {
    return reply.envelope(
      await listChallengesOfGroup(app.db, request.user!.id, request.params.groupId),
    );
  });

  route(app, challengesApi.getChallenge, async (request, reply) => {
    const { challenge, viewer } = await findVisibleChallenge(
      app.db,
      request.user!.id,
      request.params.challengeId,
    );
    return reply.envelope(await presentOneChallenge(app.db, challenge, viewer.isModerator));
  });

  route(app, challengesApi.updateChallenge, async (request, reply) => {
    checkSummary(request.body);
    await findVisibleChallenge(app.db, request.user!.id, request.params.challengeId);
    const updated = await changeChallenge(
      signedInContext(request),
      request.params.challengeId,
      (change) => editChallenge(change, request.body),
    );
    return reply.envelope(await presentOneChallenge(app.db, updated));
  });

  route(app, challengesApi.deleteChallenge, async (request, reply) => {
    await changeChallenge(
      signedInContext(request),
      request.params.challengeId,
      deleteClosedChallenge,
      {
        withMembers: true,
        withGroup: true,
      },
    );
    return reply.envelope({});
  });

  route(app, challengesApi.selectWinner, async (request, reply) => {
    const { challengeId, winnerId } = request.params;
    await changeChallenge(
      signedInContext(request),
      challengeId,
      (change) => selectWinner(change, winnerId),
      {
        withMembers: true,
        withGroup: true,
        alsoLock: [winnerId],
      },
    );
    return reply.envelope({});
  });

  route(app, challengesApi.joinChallenge, async (request, reply) => {
    const joined = await joinVisibleChallenge(signedInContext(request), request.params.challengeId);
    return reply.envelope(await presentOneChallenge(app.db, joined));
  });

  route(app, challengesApi.leaveChallenge, async (request, reply) => {
    const body = request.body as { keep?: unknown } | undefined;
    const keep = body?.keep === 'remove-all' ? 'remove-all' : 'keep-all';
    // As in the original, a member leaves without the visibility check (a flagged challenge).
    await leaveNamedChallenge(signedInContext(request), request.params.challengeId, keep);
    return reply.envelope({});
  });

  route(app, challengesApi.cloneChallenge, async (request, reply) => {
    checkSummary(request.body);
    const { challenge, clonedTasks } = await cloneChallenge(
      signedInContext(request),
      request.params.challengeId,
      request.body,
    );
    return reply.envelope({
      clonedChallenge: await presentOneChallenge(app.db, challenge),
      clonedTasks: clonedTasks.map(presentTask),
    });
  });

  route(app, challengesApi.flagChallenge, async (request, reply) => {
    await findVisibleChallenge(app.db, request.user!.id, request.params.challengeId);
    const flags = await changeChallenge(
      signedInContext(request),
      request.params.challengeId,
      (change) =>
        reportChallenge(change, (request.body as { comment?: unknown } | undefined)?.comment),
    );
    return reply.envelope({ challenge: flags });
  });

  route(app, challengesApi.clearFlags, async (request, reply) => {
    const flags = await changeChallenge(
      signedInContext(request),
      request.params.challengeId,
      clearChallengeReports,
    );
    return reply.envelope({ challenge: flags });
  });

  await app.register(challengeMemberRoutes);
  await app.register(challengeTaskRoutes);
};
