// POST /tasks/user (one task or an array: all or none, 201) and PUT /tasks/:taskId. Core's
// createTask/updateTask apply defaults and check the fields; a history sent along with an update
// is ignored.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  addToOrder,
  BadRequest,
  createTask,
  grantOnboardingAchievement,
  updateTask,
  type Task,
} from '@questlog/core';
import { addNotification } from '../../db/repositories/notifications.ts';
import { insertTask, saveTask, type StoredTask } from '../../db/repositories/tasks.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { presentBoardTask } from '../../presenters/presentBoardTask.ts';
import { changeBoardTask } from '../../services/groupTasks/boardAccess.ts';
import { updateBoardTask } from '../../services/groupTasks/boardTaskWriter.ts';
import { editIfChallengeTask } from '../../services/challenges/challengeTaskRoutes.ts';
import { findOwnTask, ownerlessTaskKind } from '../../services/taskFinder.ts';
import { checkTaskReferences, refuseTooManyTasks } from '../../services/taskWriter.ts';
import { userStateOf } from '../../services/playerState.ts';
import { playerDay } from '../../services/playerDay.ts';
import { changeUser, type PlayerChange } from '../changeUser.ts';
import { recordPlayerEvent } from '../../services/webhooks/webhookEvents.ts';
import { tasksApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';
import { signedInContext } from '../signedInContext.ts';

export const taskWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, tasksApi.createTasks, async (request, reply) => {
    const isMany = Array.isArray(request.body);
    const inputs = Array.isArray(request.body) ? request.body : [request.body];
    const created = await changeUser(request, async (change) => {
      const { tx, user, now } = change;
      const tasks = inputs.map((input, index) =>
        withIndexedParams(isMany ? index : undefined, () =>
          asStored(
            createTask(input, {
              now,
              newId: randomUUID,
              userId: user.row.id,
              day: playerDay(user.row.preferences),
            }),
          ),
        ),
      );
      await checkTaskReferences(tx, user, tasks, { isIndexed: isMany });
      await refuseTooManyTasks(tx, user.row.id, tasks.length);
      for (const task of tasks) {
        await insertTask(tx, task);
        await recordPlayerEvent(tx, {
          type: 'task.created',
          userId: user.row.id,
          data: { type: 'created', task: presentTask(task) },
        });
      }
      await grantCreatedTask(change);
      change.setUserColumns({
        tasks_order: addToOrder(user.row.tasks_order, [...tasks].reverse()),
      });
      return tasks;
    });
    const presented = created.map(presentTask);
    return reply.code(201).envelope(isMany ? presented : presented[0]!);
  });

  route(app, tasksApi.updateTask, async (request, reply) => {
    const kind = await ownerlessTaskKind(app.db, request.params.taskId);
    if (kind === 'board') {
      const board = await changeBoardTask(
        signedInContext(request),
        request.params.taskId,
        (change) => updateBoardTask(change, request.body),
      );
      return reply.envelope(presentBoardTask(board));
    }
    // A challenge's own task: its leader edits it and the members' copies follow.
    const edited =
      kind === 'challenge'
        ? await editIfChallengeTask(signedInContext(request), request.params.taskId, request.body)
        : undefined;
    if (edited) return reply.envelope(presentTask(edited));
    const updated = await changeUser(request, async ({ tx, user, now }) => {
      const task = await findOwnTask(tx, user.row.id, request.params.taskId);
      const { history: _ignored, ...changes } = request.body;
      const next = asStored(
        updateTask(task as unknown as Task, changes, {
          now,
          newId: randomUUID,
          day: playerDay(user.row.preferences),
        }),
      );
      await checkTaskReferences(tx, user, [next]);
      await saveTask(tx, next);
      await recordPlayerEvent(tx, {
        type: 'task.updated',
        userId: user.row.id,
        data: { type: 'updated', task: presentTask(next) },
      });
      return next;
    });
    return reply.envelope(presentTask(updated));
  });
};

/** Core's Task is the stored shape; the repository keeps it loosely typed. */
export function asStored(task: Task): StoredTask {
  return task as unknown as StoredTask;
}

/** In an array, a refusal names the task: `errors[].param` becomes `<index>.<param>`. */
function withIndexedParams<T>(index: number | undefined, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (index === undefined || !(error instanceof BadRequest) || !error.errors) throw error;
    const errors = error.errors.map((e) => ({ ...e, param: `${index}.${e.param}` }));
    throw new BadRequest(error.key, { errors, message: error.message });
  }
}

/** Onboarding: the first task created earns createdTask (and maybe the 100 gold). */
async function grantCreatedTask({ tx, user, now, setUserColumns }: PlayerChange) {
  const state = userStateOf(user.row);
  const granted = grantOnboardingAchievement(state, 'createdTask');
  if (granted.user === state) return; // held already
  const { stats, achievements, flags } = granted.user;
  setUserColumns({ stats, achievements, flags });
  for (const notification of granted.userNotifications) {
    await addNotification(tx, user.row.id, { ...notification, now });
  }
}
