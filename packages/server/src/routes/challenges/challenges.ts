// The challenge calls. Reads check core's canView (404 challengeNotFound otherwise); changes run
// as services under the lock order of docs/locking.md.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BadRequest,
  CHALLENGES_PER_PAGE,
  clearChallengeFlags,
  checkChallengeEdit,
  flagChallenge,
  MAX_SUMMARY_SIZE_FOR_CHALLENGES,
  NotAuthorized,
  NotFound,
  type Task,
  sortByOrder,
} from '@questlog/core';
import {
  listChallengesOfUser,
  listGroupChallenges,
  updateChallenge,
} from '../../db/repositories/challenges.ts';
import { listChallengeTasks } from '../../db/repositories/challengeTasks.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { guildCategories } from '../../services/guilds/guildCategories.ts';
import { findVisibleGroup } from '../../services/parties/groupReader.ts';
import { loadChatReader } from '../../services/chat/chatReaders.ts';
import {
  changeChallenge,
  findNamedChallenge,
  isChallengeLeader,
  isModerator,
} from '../../services/challenges/challengeChange.ts';
import { deleteClosedChallenge, selectWinner } from '../../services/challenges/challengeCloser.ts';
import {
  createChallenge,
  type NewChallengeBody,
} from '../../services/challenges/challengeCreator.ts';
import { joinChallenge, leaveChallenge } from '../../services/challenges/challengeMembers.ts';
import {
  findVisibleChallenge,
  mayJoin,
  presentChallenges,
  presentOneChallenge,
} from '../../services/challenges/challengeReader.ts';
import { changeUser } from '../changeUser.ts';
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
  const readerOf = async (userId: string) => (await loadChatReader(app.db, userId)).isModerator;

  route(app, challengesApi.createChallenge, async (request, reply) => {
    checkSummary(request.body);
    const challenge = await createChallenge(signedInContext(request), request.body);
    return reply.code(201).envelope(await presentOneChallenge(app.db, challenge));
  });

  route(app, challengesApi.listUserChallenges, async (request, reply) => {
    const { page, member, owned, search, categories } = request.query;
    if (page === undefined || !/^\d+$/.test(page)) throw new BadRequest('queryPageInteger');
    const userId = request.user!.id;
    const moderator = await readerOf(userId);
    const rows = await listChallengesOfUser(app.db, {
      userId,
      member: member === true,
      owned,
      search: search?.trim() || undefined,
      categories: categories?.split(',').filter(Boolean),
      isModerator: moderator,
      page: Number(page),
      perPage: CHALLENGES_PER_PAGE,
    });
    return reply.envelope(await presentChallenges(app.db, rows, { isModerator: moderator }));
  });

  route(app, challengesApi.groupChallenges, async (request, reply) => {
    const userId = request.user!.id;
    const group = await findVisibleGroup(app.db, userId, request.params.groupId);
    const moderator = await readerOf(userId);
    const rows = await listGroupChallenges(app.db, group.id, moderator);
    return reply.envelope(await presentChallenges(app.db, rows, { isModerator: moderator }));
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
      async (change) => {
        if (!isChallengeLeader(change)) throw new NotAuthorized('onlyLeaderUpdateChal');
        const { challenge, tx, now } = change;
        const text = checkChallengeEdit(
          {
            name: challenge.name,
            shortName: challenge.short_name,
            summary: challenge.summary,
            description: challenge.description,
          },
          request.body,
        );
        return updateChallenge(
          tx,
          challenge.id,
          {
            name: text.name,
            short_name: text.shortName,
            summary: text.summary,
            description: text.description,
            categories: request.body.categories && guildCategories(request.body.categories),
          },
          now,
        );
      },
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
    const userId = request.user!.id;
    const sight = await findVisibleChallenge(app.db, userId, request.params.challengeId).catch(
      () => undefined,
    );
    if (!sight || !mayJoin(sight)) throw new NotFound('challengeNotFound');
    const joined = await changeUser(request, (change) => joinChallenge(change, sight.challenge.id));
    return reply.envelope(await presentOneChallenge(app.db, joined));
  });

  route(app, challengesApi.leaveChallenge, async (request, reply) => {
    const body = request.body as { keep?: unknown } | undefined;
    const keep = body?.keep === 'remove-all' ? 'remove-all' : 'keep-all';
    const challengeId = request.params.challengeId;
    // As in the original, a member leaves without the visibility check (a flagged challenge).
    await findNamedChallenge(app.db, challengeId);
    await changeUser(request, (change) => leaveChallenge(change, challengeId, keep));
    return reply.envelope({});
  });

  route(app, challengesApi.cloneChallenge, async (request, reply) => {
    checkSummary(request.body);
    const { challenge: source } = await findVisibleChallenge(
      app.db,
      request.user!.id,
      request.params.challengeId,
    );
    const sources = sortByOrder(
      await listChallengeTasks(app.db, source.id),
      source.tasks_order,
    ) as unknown as Task[];
    const challenge = await createChallenge(signedInContext(request), request.body, sources);
    const clonedTasks = sortByOrder(
      await listChallengeTasks(app.db, challenge.id),
      challenge.tasks_order,
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
      async (change) => {
        const { challenge, tx, now, user } = change;
        const flagged = flagChallenge(
          { flags: challenge.flags, flagCount: challenge.flag_count },
          { id: user.row.id, isModerator: isModerator(user.row.permissions) },
        );
        await updateChallenge(
          tx,
          challenge.id,
          { flags: flagged.flags, flag_count: flagged.flagCount },
          now,
        );
        // For the moderators' queue (the original e-mails them).
        const comment = (request.body as { comment?: unknown } | undefined)?.comment;
        await recordEvent(tx, {
          type: 'challenge.reported',
          userId: user.row.id,
          groupId: challenge.group_id ?? undefined,
          payload: {
            challengeId: challenge.id,
            comment: typeof comment === 'string' ? comment.slice(0, 3000) : '',
          },
        });
        return flagged;
      },
    );
    return reply.envelope({ challenge: flags });
  });

  route(app, challengesApi.clearFlags, async (request, reply) => {
    const flags = await changeChallenge(
      signedInContext(request),
      request.params.challengeId,
      async (change) => {
        const { challenge, tx, now, user } = change;
        const cleared = clearChallengeFlags(
          { flags: challenge.flags, flagCount: challenge.flag_count },
          { isModerator: isModerator(user.row.permissions) },
        );
        await updateChallenge(tx, challenge.id, { flag_count: cleared.flagCount }, now);
        return cleared;
      },
    );
    return reply.envelope({ challenge: flags });
  });

  await app.register(challengeMemberRoutes);
  await app.register(challengeTaskRoutes);
};
