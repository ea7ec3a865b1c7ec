// A challenge's tasks: GET and POST /tasks/challenge/:challengeId, and the member's ways out of
// broken copies, POST /tasks/unlink-one/:taskId?keep=keep|remove and
// POST /tasks/unlink-all/:challengeId?keep=keep-all|remove-all (400 cantOnlyUnlinkChalTask
// unless the copies are broken). Editing and deleting a challenge's task go through
// PUT and DELETE /tasks/:taskId (routes/tasks), which hand them to challengeTaskEditor.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BadRequest,
  checkMayUnlink,
  unlinkChallengeCopy,
  type Task,
  removeFromOrder,
  sortByOrder,
  isUuid,
} from '@questlog/core';
import {
  listBrokenCopies,
  listChallengeTasks,
  unlinkCopyColumn,
} from '../../db/repositories/challengeTasks.ts';
import { deleteTask, saveTask, type StoredTask } from '../../db/repositories/tasks.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import { changeChallenge } from '../../services/challenges/challengeChange.ts';
import { findVisibleChallenge } from '../../services/challenges/challengeReader.ts';
import { addChallengeTasks } from '../../services/challenges/challengeTaskEditor.ts';
import { findOwnTask } from '../../services/taskFinder.ts';
import { changeUser, type PlayerChange } from '../changeUser.ts';
import { challengesApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';
import { signedInContext } from '../signedInContext.ts';

export const challengeTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, challengesApi.challengeTasks, async (request, reply) => {
    const { challenge } = await findVisibleChallenge(
      app.db,
      request.user!.id,
      request.params.challengeId,
    );
    const tasks = await listChallengeTasks(app.db, challenge.id);
    return reply.envelope(sortByOrder(tasks, challenge.tasks_order).map(presentTask));
  });

  route(app, challengesApi.createChallengeTasks, async (request, reply) => {
    const isMany = Array.isArray(request.body);
    const inputs = Array.isArray(request.body) ? request.body : [request.body];
    await findVisibleChallenge(app.db, request.user!.id, request.params.challengeId);
    const created = await changeChallenge(
      signedInContext(request),
      request.params.challengeId,
      (change) => addChallengeTasks(change, inputs),
      { withMembers: true },
    );
    const presented = created.map(presentTask);
    return reply.code(201).envelope(isMany ? presented : presented[0]!);
  });

  route(app, challengesApi.unlinkOne, async (request, reply) => {
    await changeUser(request, async (change) => {
      const task = await findOwnTask(change.tx, change.user.row.id, request.params.taskId);
      checkMayUnlink(task as unknown as Task);
      await keepOrRemove(change, [task], request.query.keep === 'keep');
    });
    return reply.envelope({});
  });

  route(app, challengesApi.unlinkAll, async (request, reply) => {
    const { challengeId } = request.params;
    await changeUser(request, async (change) => {
      const copies = isUuid(challengeId)
        ? await listBrokenCopies(change.tx, change.user.row.id, challengeId.toLowerCase())
        : [];
      if (copies.length === 0) throw new BadRequest('cantOnlyUnlinkChalTask');
      await keepOrRemove(change, copies, request.query.keep === 'keep-all');
    });
    return reply.envelope({});
  });
};

/** Keeps broken copies as the player's own tasks, or deletes them. */
async function keepOrRemove(change: PlayerChange, copies: readonly StoredTask[], keep: boolean) {
  const { tx, user, now } = change;
  if (keep) {
    for (const copy of copies) {
      await saveTask(
        tx,
        unlinkChallengeCopy(copy as unknown as Task, now) as unknown as StoredTask,
      );
    }
    await unlinkCopyColumn(
      tx,
      copies.map((copy) => copy.id),
    );
    return;
  }
  let order = user.row.tasks_order;
  for (const copy of copies) {
    await deleteTask(tx, user.row.id, copy.id);
    order = removeFromOrder(order, copy);
  }
  change.setUserColumns({ tasks_order: order });
}
