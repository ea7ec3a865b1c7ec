// Checklist items of dailies and to-dos: add, change, delete, score
// (services/tasks/checklistEditor.ts). Each answers the whole task.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ChecklistItem } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import { presentTask } from '../../presenters/presentTask.ts';
import { editChecklist } from '../../services/tasks/checklistEditor.ts';
import { signedInContext } from '../signedInContext.ts';
import { tasksChecklistApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

type Edit = (items: ChecklistItem[]) => ChecklistItem[];

export const checklistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changeChecklist = async (
    request: FastifyRequest,
    taskId: string,
    itemId: string | undefined,
    edit: Edit,
    /** The item scored (a checklistScored webhook event), if that is the edit. */
    scoredItemId?: string,
  ) =>
    presentTask(
      await editChecklist(signedInContext(request), {
        taskId,
        itemId,
        edit,
        scoredItemId,
      }),
    );

  route(app, tasksChecklistApi.addItem, async (request, reply) => {
    const { text, completed = false } = request.body;
    const added = { id: '', text, completed };
    return reply.envelope(
      await changeChecklist(request, request.params.taskId, undefined, (items) => [
        ...items,
        added,
      ]),
    );
  });

  route(app, tasksChecklistApi.updateItem, async (request, reply) => {
    const { taskId, itemId } = request.params;
    return reply.envelope(
      await changeChecklist(request, taskId, itemId, (items) =>
        items.map((item) => (item.id === itemId ? { ...item, ...request.body } : item)),
      ),
    );
  });

  route(app, tasksChecklistApi.deleteItem, async (request, reply) => {
    const { taskId, itemId } = request.params;
    return reply.envelope(
      await changeChecklist(request, taskId, itemId, (items) =>
        items.filter((item) => item.id !== itemId),
      ),
    );
  });

  route(app, tasksChecklistApi.scoreItem, async (request, reply) => {
    const { taskId, itemId } = request.params;
    return reply.envelope(
      await changeChecklist(
        request,
        taskId,
        itemId,
        (items) =>
          items.map((item) =>
            item.id === itemId ? { ...item, completed: !item.completed } : item,
          ),
        itemId,
      ),
    );
  });
};
