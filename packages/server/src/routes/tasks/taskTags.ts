// POST and DELETE /tasks/:taskId/tags/:tagId: tag or untag a task (services/tasks/taskTagger.ts).
// Answers the task.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { presentTask } from '../../presenters/presentTask.ts';
import { tagTask, untagTask } from '../../services/tasks/taskTagger.ts';
import { signedInContext } from '../signedInContext.ts';
import { tasksApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const taskTagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, tasksApi.tagTask, async (request, reply) => {
    const { taskId, tagId } = request.params;
    const task = await tagTask(signedInContext(request), taskId, tagId);
    return reply.envelope(presentTask(task));
  });

  route(app, tasksApi.untagTask, async (request, reply) => {
    const { taskId, tagId } = request.params;
    const task = await untagTask(signedInContext(request), taskId, tagId);
    return reply.envelope(presentTask(task));
  });
};
