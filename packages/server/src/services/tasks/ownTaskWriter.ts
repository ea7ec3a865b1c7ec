// Creating the player's tasks (one or many: all or none) and changing one. Core's
// createTask/updateTask apply defaults and check the fields; the first task created earns the
// createdTask onboarding achievement.
import { randomUUID } from 'node:crypto';
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
import { playerDay } from '../playerDay.ts';
import type { PlayerChange } from '../players/playerChanger.ts';
import { userStateOf } from '../playerState.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { findOwnTask } from '../taskFinder.ts';
import { checkTaskReferences, refuseTooManyTasks } from '../taskWriter.ts';
import { recordPlayerEvent } from '../webhooks/webhookEvents.ts';

/**
 * Creates the tasks, in order; `isMany` (an array was sent) names a refused task by its index
 * (`errors[].param` becomes `<index>.<param>`).
 */
export function createOwnTasks(
  context: SignedInContext,
  inputs: readonly Parameters<typeof createTask>[0][],
  isMany: boolean,
): Promise<StoredTask[]> {
  return context.changeActor(async (change) => {
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
}

export function updateOwnTask(
  context: SignedInContext,
  taskId: string,
  changes: Parameters<typeof updateTask>[1],
): Promise<StoredTask> {
  return context.changeActor(async ({ tx, user, now }) => {
    const task = await findOwnTask(tx, user.row.id, taskId);
    const next = asStored(
      updateTask(task, changes, {
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
}

/** Core's Task is the stored shape; the repository keeps it loosely typed. */
function asStored(task: Task): StoredTask {
  return task;
}

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
