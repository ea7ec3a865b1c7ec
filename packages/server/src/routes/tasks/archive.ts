// Archived to-dos (ours, docs/records.md): GET /tasks/archive searches them a page at a time,
// POST /tasks/:taskId/unarchive puts one back in the Completed list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tasksApi } from '@questlog/core/api';
import { presentTask } from '../../presenters/presentTask.ts';
import { restoreArchivedTodo, searchArchivedTodos } from '../../services/tasks/todoArchive.ts';
import { route } from '../registerRoute.ts';
import { signedInContext } from '../signedInContext.ts';

export const archiveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, tasksApi.listArchivedTodos, async (request, reply) => {
    const found = await searchArchivedTodos(app.db, request.user!.id, request.query);
    return reply.envelope({ ...found, tasks: found.tasks.map(presentTask) });
  });

  route(app, tasksApi.unarchiveTodo, async (request, reply) => {
    const task = await restoreArchivedTodo(signedInContext(request), request.params.taskId);
    return reply.envelope(presentTask(task));
  });
};
