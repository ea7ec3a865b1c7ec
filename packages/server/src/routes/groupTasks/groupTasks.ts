// The team board of a group plan and the group-plan calls. Board changes run in
// changeBoard/changeBoardTask (services/groupTasks/boardAccess.ts); a board task's edit, deletion,
// reading and scoring share the player's task paths (routes/tasks) and come here through
// services/groupTasks.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { BadRequest, formatMessage, hasLivePlan, NotAuthorized, sortByOrder } from '@questlog/core';
import { findBoardTask, listBoardTasks, type BoardTask } from '../../db/repositories/boardTasks.ts';
import { findTask } from '../../db/repositories/tasks.ts';
import type { GroupRow } from '../../db/repositories/groups.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentBoardTask } from '../../presenters/presentBoardTask.ts';
import { presentGroupFor } from '../../services/parties/groupReader.ts';
import { changeBoard, changeBoardTask, readBoard } from '../../services/groupTasks/boardAccess.ts';
import { approveBoardTask, listBoardApprovals } from '../../services/groupTasks/boardApprovals.ts';
import { assignBoardTask, unassignBoardTask } from '../../services/groupTasks/boardTaskAssigner.ts';
import { markNeedsWork } from '../../services/groupTasks/boardTaskScorer.ts';
import { createBoardTasks, moveBoardTask } from '../../services/groupTasks/boardTaskWriter.ts';
import { createPlanGroup } from '../../services/groupTasks/groupPlanCreator.ts';
import { signedInContext } from '../signedInContext.ts';
import { COMPLETED_TODOS_SHOWN, LIST_TYPE } from '../tasks/tasks.ts';
import { groupTasksApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const groupTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);
  const present = (task: BoardTask) => presentBoardTask(task);

  route(app, groupTasksApi.listBoard, async (request, reply) => {
    const { group } = await readBoard(signedInContext(request), request.params.groupId);
    const { type } = request.query;
    if (type === 'completedTodos') {
      const done = await listBoardTasks(app.db, [group.id], {
        kind: 'completedTodos',
        limit: COMPLETED_TODOS_SHOWN,
      });
      return reply.envelope(done.map(present));
    }
    const tasks = (await listBoardTasks(app.db, [group.id], { kind: 'active' })).filter(
      (task) => !type || task.type === LIST_TYPE[type],
    );
    return reply.envelope(
      sortByOrder(tasks, group.tasks_order).map((task) => present(task as BoardTask)),
    );
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
    if (
      !(await findBoardTask(app.db, taskId)) &&
      (await findTask(app.db, request.user!.id, taskId))
    ) {
      throw new NotAuthorized('onlyGroupTasksCanBeAssigned');
    }
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
    const rows = await app.db.query<GroupRow>(
      `SELECT g.* FROM groups g JOIN group_members m ON m.group_id = g.id
       WHERE m.user_id = $1 ORDER BY g.name, g.id`,
      [request.user!.id],
    );
    const now = app.clock.now();
    const groups = [];
    for (const row of rows.filter((group) => hasLivePlan(group.purchased, now))) {
      groups.push(await presentGroupFor(app.db, row, { withChat: false }));
    }
    return reply.envelope(groups);
  });

  route(app, groupTasksApi.createPlan, async (request, reply) => {
    const fields = { ...request.body, ...request.body.groupToCreate };
    if (!fields.name?.trim()) {
      throw new BadRequest('invalidParam', { params: { param: 'name', reason: 'is required' } });
    }
    // The original's checkout: a `payments` blocker refuses it.
    await app.blockers.refusePayment(request);
    const group = await createPlanGroup(signedInContext(request), { ...fields, name: fields.name });
    return reply.code(201).envelope(await presentGroupFor(app.db, group, { withChat: false }), {
      message: formatMessage('groupPlanGrantedForFree'),
    });
  });
};
