// POST /user/revive: core's revive decides, under the player's lock.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { revive } from '@questlog/core';
import { requireUser } from '../../middleware/authenticate.ts';
import { userStateOf } from '../../services/playerState.ts';
import { changeUser } from '../changeUser.ts';
import { reviveApi } from '@questlog/core/api';
import { answerText } from '../../i18n/answerMessage.ts';
import { route } from '../registerRoute.ts';

export const reviveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, reviveApi.revive, async (request, reply) => {
    const { user, lostStat } = await changeUser(
      request,
      async ({ user: stored, setUserColumns }) => {
        const result = revive(userStateOf(stored.row), { random: app.random });
        setUserColumns({ stats: result.user.stats });
        return result;
      },
      { withAccount: false, relistNotifications: false },
    );
    return reply.envelope(
      { ...user.stats },
      lostStat ? { message: answerText(request, 'messageLostStat', { stat: lostStat }) } : {},
    );
  });
};
