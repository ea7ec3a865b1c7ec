// POST and DELETE /tasks/:taskId/tags/:tagId: tag a task with one of the player's tags (another's
// or an unknown tag is a 400 tagNotFound, a tag already there a 400 tagAlreadyOnTask) or untag it
// (a tag not on the task is a 404 tagNotFound). Answers the task.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, NotFound } from '@questlog/core';
import { saveTask } from '../../db/repositories/tasks.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { findOwnTask } from '../../services/taskFinder.ts';
import { changeUser } from '../changeUser.ts';
import { tasksApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const taskTagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, tasksApi.tagTask, async (request, reply) => {
    const { taskId, tagId } = request.params;
    const task = await changeUser(request, async ({ tx, user, now }) => {
      const found = await findOwnTask(tx, user.row.id, taskId);
      if (!user.tags.some((tag) => tag.id === tagId)) throw new BadRequest('tagNotFound');
      if (found.tags.includes(tagId)) throw new BadRequest('tagAlreadyOnTask');
      const tagged = { ...found, tags: [...found.tags, tagId], updatedAt: now.toISOString() };
      await saveTask(tx, tagged);
      return tagged;
    });
    return reply.envelope(presentTask(task));
  });

  route(app, tasksApi.untagTask, async (request, reply) => {
    const { taskId, tagId } = request.params;
    const task = await changeUser(request, async ({ tx, user, now }) => {
      const found = await findOwnTask(tx, user.row.id, taskId);
      if (!found.tags.includes(tagId)) throw new NotFound('tagNotFound');
      const untagged = {
        ...found,
        tags: found.tags.filter((id) => id !== tagId),
        updatedAt: now.toISOString(),
      };
      await saveTask(tx, untagged);
      return untagged;
    });
    return reply.envelope(presentTask(task));
  });
};
