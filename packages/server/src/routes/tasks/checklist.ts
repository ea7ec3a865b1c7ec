// Checklist items of dailies and to-dos. Each change goes through core's updateTask (which checks
// the items) inside the player's lock and answers the whole task. An unknown item is a 404
// checklistItemNotFound; a habit or reward has no checklist (400).
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BadRequest,
  NotFound,
  hasChecklist,
  updateTask,
  type ChecklistItem,
  type ChecklistTask,
  type Task,
} from '@questlog/core';
import { saveTask } from '../../db/repositories/tasks.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { findOwnTask } from '../../services/taskFinder.ts';
import { changeUser } from '../changeUser.ts';
import { tasksChecklistApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';
import { recordPlayerEvent } from '../../services/webhooks/webhookEvents.ts';
import { asStored } from './taskWrites.ts';

type Edit = (items: ChecklistItem[]) => ChecklistItem[];

export const checklistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changeChecklist = async (
    request: Parameters<typeof changeUser>[0],
    taskId: string,
    itemId: string | undefined,
    edit: Edit,
    /** The item scored (a checklistScored webhook event), if that is the edit. */
    scoredItemId?: string,
  ) => {
    const task = await changeUser(request, async ({ tx, user, now }) => {
      const stored = (await findOwnTask(tx, user.row.id, taskId)) as unknown as Task;
      if (!hasChecklist(stored)) throw new BadRequest('checklistOnlyDailyTodo');
      if (itemId !== undefined && !stored.checklist.some((item) => item.id === itemId)) {
        throw new NotFound('checklistItemNotFound');
      }
      const next = updateTask<ChecklistTask>(
        stored,
        { checklist: edit(stored.checklist) },
        { now, newId: randomUUID },
      );
      await saveTask(tx, asStored(next));
      if (scoredItemId !== undefined) {
        await recordPlayerEvent(tx, {
          type: 'task.checklistScored',
          userId: user.row.id,
          data: {
            type: 'checklistScored',
            task: presentTask(asStored(next)),
            item: next.checklist.find((item) => item.id === scoredItemId),
          },
        });
      }
      return next;
    });
    return presentTask(asStored(task));
  };

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
