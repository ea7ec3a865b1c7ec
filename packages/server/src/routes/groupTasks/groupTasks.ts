// The team board of a group plan and the group-plan calls. Board changes run in
// changeBoard/changeBoardTask (services/groupTasks/boardAccess.ts); a board task's edit, deletion,
// reading and scoring share the player's task paths (routes/tasks) and come here through
// services/groupTasks.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { BadRequest } from '@questlog/core';
import { requireUser } from '../../middleware/authenticate.ts';
import { callerOf } from '../../middleware/siteBlockers.ts';
import { presentBoardTask } from '../../presenters/presentBoardTask.ts';
import type { BoardTask } from '../../services/groupTasks/boardLister.ts';
import { presentGroupFor } from '../../services/parties/groupReader.ts';
import { changeBoard, changeBoardTask, readBoard } from '../../services/groupTasks/boardAccess.ts';
import { approveBoardTask, listBoardApprovals } from '../../services/groupTasks/boardApprovals.ts';
import { listBoard } from '../../services/groupTasks/boardLister.ts';
import {
  assignBoardTask,
  refuseOwnTaskAssignment,
  unassignBoardTask,
} from '../../services/groupTasks/boardTaskAssigner.ts';
import { markNeedsWork } from '../../services/groupTasks/boardTaskScorer.ts';
import { createBoardTasks, moveBoardTask } from '../../services/groupTasks/boardTaskWriter.ts';
import { createPlanGroup } from '../../services/groupTasks/groupPlanCreator.ts';
import { listGroupPlans } from '../../services/groupTasks/groupPlanLister.ts';
import { requestContext } from '../requestContext.ts';
import { signedInContext } from '../signedInContext.ts';
import { COMPLETED_TODOS_SHOWN, LIST_TYPE } from '../tasks/tasks.ts';
import { groupTasksApi } from '@questlog/core/api';
import { answerText } from '../../i18n/answerMessage.ts';
import { route } from '../registerRoute.ts';

export const groupTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);
  const present = (task: BoardTask) => presentBoardTask(task);

  route(app, groupTasksApi.listBoard, async (request, reply) => {
    const { type } = request.query;
    const tasks = await listBoard(
      requestContext(request),
      request.params.groupId,
      type === 'completedTodos'
        ? { kind: 'completedTodos', limit: COMPLETED_TODOS_SHOWN }
        : { kind: 'active', type: type ? LIST_TYPE[type] : undefined },
    );
    return reply.envelope(tasks.map(present));
  });

  route(app, groupTasksApi.createBoardTasks, async (request, reply) => {
    const isMany = Array.isArray(request.body);
    const inputs = Array.isArray(request.body) ? request.body : [request.body];
    const created = await changeBoard(signedInContext(request), request.params.groupId, (change) =>
      createBoardTasks(change, inputs),
    );
    const presented = created.map(present);
    return reply.code(201).envelope(isMany ? presented : presented[0]!);
  });

  route(app, groupTasksApi.assign, async (request, reply) => {
    const { taskId } = request.params;
    await refuseOwnTaskAssignment(app.db, request.user!.id, taskId);
    const task = await changeBoardTask(signedInContext(request), request.params.taskId, (change) =>
      assignBoardTask(change, request.body),
    );
    return reply.envelope(present(task));
  });

  route(app, groupTasksApi.unassign, async (request, reply) => {
    const task = await changeBoardTask(signedInContext(request), request.params.taskId, (change) =>
      unassignBoardTask(change, request.params.userId),
    );
    return reply.envelope(present(task));
  });

  route(app, groupTasksApi.approve, async (request, reply) => {
    const { taskId, userId } = request.params;
    const task = await changeBoardTask(signedInContext(request), taskId, (change) =>
      approveBoardTask(change, userId),
    );
    return reply.envelope(present(task));
  });

  route(app, groupTasksApi.needsWork, async (request, reply) => {
    const { taskId, userId } = request.params;
    const task = await changeBoardTask(
      signedInContext(request),
      taskId,
      (change) => markNeedsWork(change, userId),
      {
        alsoLock: [userId],
      },
    );
    return reply.envelope(present(task));
  });

  route(app, groupTasksApi.approvals, async (request, reply) =>
    reply.envelope(
      await listBoardApprovals(await readBoard(signedInContext(request), request.params.groupId)),
    ),
  );

  const move = (
    request: FastifyRequest,
    { taskId, position }: { taskId: string; position: number },
  ) =>
    changeBoardTask(signedInContext(request), taskId, (change) => moveBoardTask(change, position));
  route(app, groupTasksApi.moveBoardTask, async (request, reply) =>
    reply.envelope(await move(request, request.params)),
  );
  // The original's older path names the group as well.
  route(app, groupTasksApi.moveGroupBoardTask, async (request, reply) =>
    reply.envelope(await move(request, request.params)),
  );

  route(app, groupTasksApi.listGroupPlans, async (request, reply) => {
    return reply.envelope(await listGroupPlans(requestContext(request)));
  });

  route(app, groupTasksApi.createPlan, async (request, reply) => {
    const fields = { ...request.body, ...request.body.groupToCreate };
    if (!fields.name?.trim()) {
      throw new BadRequest('invalidParam', { params: { param: 'name', reason: 'is required' } });
    }
    // The original's checkout: a `payments` blocker refuses it.
    await app.blockers.refusePayment(callerOf(request));
    const group = await createPlanGroup(signedInContext(request), { ...fields, name: fields.name });
    return reply.code(201).envelope(await presentGroupFor(app.db, group, { withChat: false }), {
      message: answerText(request, 'groupPlanGrantedForFree'),
    });
  });
};
