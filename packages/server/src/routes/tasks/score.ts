// POST /tasks/:taskId/score/:direction and POST /tasks/bulk-score. A bulk score runs in one
// transaction holding the player's lock; a single score first tries without it and writes only if
// the player's version is unchanged, else runs again locked (routes/changeUser.ts). Either way
// racing scores lose no update and gold is never spent twice. Chance: the context's random source.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFound } from '@questlog/core';
import { scoreBoardTask } from '../../services/groupTasks/boardTaskScorer.ts';
import { scoreTasks } from '../../services/taskScorer.ts';
import { changeUser } from '../changeUser.ts';
import { signedInContext } from '../signedInContext.ts';
import { tasksScoreApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const scoreRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    tasksScoreApi.scoreTask,
    { config: { preloadsPlayer: true, preloadsTask: 'taskId' } },
    async (request, reply) => {
      const { taskId, direction } = request.params;
      const { scores, stats } = await changeUser(
        request,
        (change) => scoreTasks(change, [{ id: taskId, direction }], request.clientTimestamp),
        // A single score defers every write to the version bump: it may go optimistic.
        {
          withAccount: false,
          relistNotifications: false,
          optimistic: true,
          undo: 'score',
          preloadTask: taskId,
        },
      ).catch(async (error: unknown) => {
        // Not the player's own: perhaps a team-board task.
        if (!isTaskNotFound(error)) throw error;
        const board = await scoreBoardTask(signedInContext(request), taskId, direction);
        return { scores: [board.score!], stats: board.stats };
      });
      const [score] = scores;
      return reply.envelope({ delta: score!.delta, _tmp: score!.tmp, ...stats });
    },
  );

  route(app, tasksScoreApi.bulkScore, async (request, reply) => {
    const { scores, stats } = await changeUser(
      request,
      (change) => scoreTasks(change, request.body, request.clientTimestamp),
      { withAccount: false, relistNotifications: false },
    );
    const tasks = scores.map((score) => ({
      id: score.taskId,
      delta: score.delta,
      _tmp: score.tmp,
    }));
    return reply.envelope({ tasks, ...stats });
  });
};

function isTaskNotFound(error: unknown): boolean {
  return error instanceof NotFound && error.key === 'taskNotFound';
}
