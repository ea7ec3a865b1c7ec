// GET /tasks/:taskId/statistics and GET /user/statistics (ours): the statistics screens' data,
// one request per screen (services/statistics/).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFound } from '@questlog/core';
import { statisticsApi } from '@questlog/core/api';
import { requireUser } from '../../middleware/authenticate.ts';
import { readPlayerStatistics } from '../../services/statistics/playerStatisticsReader.ts';
import { readTaskStatistics } from '../../services/statistics/taskStatisticsReader.ts';
import { route } from '../registerRoute.ts';
import { requestContext } from '../requestContext.ts';

export const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  // Authentication reads the player and the task (by id or alias, the player's own only) at once.
  const preloads = { preloadsPlayer: true, preloadsTask: 'taskId' };

  route(app, statisticsApi.taskStatistics, { config: preloads }, async (request, reply) => {
    const player = request.playerSnapshot!;
    const task = player.preloadedTasks?.[0];
    if (!task) throw new NotFound('taskNotFound');
    const statistics = await readTaskStatistics(requestContext(request), {
      userId: player.row.id,
      preferences: player.row.preferences,
      task,
    });
    return reply.envelope(statistics);
  });

  route(
    app,
    statisticsApi.playerStatistics,
    { config: { preloadsPlayer: true } },
    async (request, reply) => {
      const player = request.playerSnapshot!;
      const statistics = await readPlayerStatistics(requestContext(request), {
        userId: player.row.id,
        preferences: player.row.preferences,
        year: request.query.year,
      });
      return reply.envelope(statistics);
    },
  );
};
