// POST and DELETE /tasks/:taskId/tags/:tagId: tag a task with one of the player's tags (another's
// or an unknown tag is a 400 tagNotFound, a tag already there a 400 tagAlreadyOnTask) or untag it
// (a tag not on the task is a 404 tagNotFound). Answers the task.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, NotFound } from '@questlog/core';
import { Type } from 'typebox';
import { saveTask } from '../../db/repositories/tasks.ts';
import { successEnvelope } from '../../middleware/envelope.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { findOwnTask } from '../../services/taskFinder.ts';
import { changeUser } from '../changeUser.ts';
import { Task } from './schema.ts';

const schema = {
  tags: ['tasks'],
  params: Type.Object({
    taskId: Type.String({ minLength: 1 }),
    tagId: Type.String({ format: 'uuid' }),
  }),
  response: { 200: successEnvelope(Task) },
};

export const taskTagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/tasks/:taskId/tags/:tagId',
    { schema: { ...schema, summary: 'Tag a task' } },
    async (request, reply) => {
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
    },
  );

  app.delete(
    '/tasks/:taskId/tags/:tagId',
    { schema: { ...schema, summary: 'Untag a task' } },
    async (request, reply) => {
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
    },
  );
};
