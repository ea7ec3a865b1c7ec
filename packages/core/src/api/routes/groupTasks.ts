// Schemas of the team-board calls and of the group-plan calls. Task bodies are checked by core's
// task rules.
import { GroupSchema, successEnvelope, TaskSchema } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['group plans'];
const TaskBody = Type.Record(Type.String(), Type.Unknown());
const Uuid = Type.String({ format: 'uuid' });
const GroupParam = Type.Object({ groupId: Type.String({ minLength: 1, maxLength: 64 }) });
const TaskParam = Type.Object({ taskId: Uuid });
const TaskAndUser = Type.Object({ taskId: Uuid, userId: Uuid });
const BoardListType = Type.Union(
  ['habits', 'dailys', 'todos', 'rewards', 'completedTodos'].map((type) => Type.Literal(type)),
);

export const listBoardSchema = {
  summary: "A group plan's team board, in the board's order",
  description:
    'Members only; a group without a live plan is 404 `groupNotFound`. `type` narrows to one ' +
    'type; `completedTodos` lists the 30 most recently completed to-dos.',
  tags,
  params: GroupParam,
  querystring: Type.Object({ type: Type.Optional(BoardListType) }),
  response: { 200: successEnvelope(Type.Array(TaskSchema)) },
};

export const createBoardTasksSchema = {
  summary: 'Add tasks to the team board (leader or manager)',
  description:
    'One task (object) or several (array), all or none; 201. Besides the task fields, ' +
    '`requiresApproval` (members then ask a manager before completing it) and `managerNotes`. ' +
    'Others: 401 `onlyGroupLeaderCanEditTasks`.',
  tags,
  params: GroupParam,
  body: Type.Union([TaskBody, Type.Array(TaskBody, { minItems: 1, maxItems: 100 })]),
  response: { 201: successEnvelope(Type.Union([TaskSchema, Type.Array(TaskSchema)])) },
};

export const assignSchema = {
  summary: 'Assign a team task to members (body: their ids)',
  description:
    'Leader or manager. Each newly assigned member (other than the caller) gets a ' +
    "`GROUP_TASK_ASSIGNED` notification. A player's own task: 401 `onlyGroupTasksCanBeAssigned`; " +
    'a non-member: 401 `userMustBeMember`.',
  tags,
  params: TaskParam,
  body: Type.Array(Uuid, { minItems: 1, maxItems: 100 }),
  response: { 200: successEnvelope(TaskSchema) },
};

export const unassignSchema = {
  summary: 'Unassign a member from a team task',
  tags,
  params: TaskAndUser,
  response: { 200: successEnvelope(TaskSchema) },
};

export const approveSchema = {
  summary: "Approve a member's completion of a team task that requires approval",
  description:
    'Leader or manager; twice: 401 `canOnlyApproveTaskOnce`. The member gets ' +
    '`GROUP_TASK_APPROVED` and `SCORED_TASK` (then completes the task).',
  tags,
  params: TaskAndUser,
  response: { 200: successEnvelope(TaskSchema) },
};

export const needsWorkSchema = {
  summary: "Send a member's completion back: it needs more work",
  description:
    'Leader or manager. A pending approval request is returned; a completed daily or to-do is ' +
    "unchecked on the member's behalf (taking its rewards back). Otherwise 400 " +
    '`taskNotCompletedByUser`. The member gets `GROUP_TASK_NEEDS_WORK`.',
  tags,
  params: TaskAndUser,
  response: { 200: successEnvelope(TaskSchema) },
};

export const approvalsSchema = {
  summary: 'Pending approval requests of a team board (leader or manager)',
  description:
    "One task per request, with the requesting member's id as `userId` and the request in " +
    '`group.approval`.',
  tags,
  params: GroupParam,
  response: { 200: successEnvelope(Type.Array(TaskSchema)) },
};

export const moveBoardTaskSchema = {
  summary: "Move a team task within its type's list (0 = top, -1 = bottom)",
  tags,
  params: Type.Object({ taskId: Uuid, position: Type.Integer({ minimum: -1 }) }),
  response: { 200: successEnvelope(Type.Array(Type.String())) },
};

export const moveGroupBoardTaskSchema = {
  ...moveBoardTaskSchema,
  summary: 'Move a team task (the older path, naming the group)',
  params: Type.Object({
    groupId: Type.String({ minLength: 1, maxLength: 64 }),
    taskId: Uuid,
    position: Type.Integer({ minimum: -1 }),
  }),
};

export const listGroupPlansSchema = {
  summary: "The player's groups that have a live group plan",
  tags,
  response: { 200: successEnvelope(Type.Array(GroupSchema)) },
};

const PlanGroupFields = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  summary: Type.Optional(Type.String({ maxLength: 250 })),
  description: Type.Optional(Type.String({ maxLength: 10_000 })),
  type: Type.Optional(Type.String({ maxLength: 20 })),
  privacy: Type.Optional(Type.String({ maxLength: 20 })),
});

export const createPlanSchema = {
  summary: 'Create a private group with a group plan',
  description:
    'No payment provider is configured, so the plan (and the free `group_plan_auto` ' +
    "subscription of each member) is granted for free; the answer's `message` says so. 201.",
  tags,
  body: Type.Object({
    ...PlanGroupFields.properties,
    // The original's clients send the group as `groupToCreate`.
    groupToCreate: Type.Optional(PlanGroupFields),
    paymentType: Type.Optional(Type.String({ maxLength: 50 })),
  }),
  response: { 201: successEnvelope(GroupSchema) },
};

/** The groupTasks routes. */
export const groupTasksApi = {
  listBoard: apiRoute('GET', '/tasks/group/:groupId', listBoardSchema),
  createBoardTasks: apiRoute('POST', '/tasks/group/:groupId', createBoardTasksSchema),
  assign: apiRoute('POST', '/tasks/:taskId/assign', assignSchema),
  unassign: apiRoute('POST', '/tasks/:taskId/unassign/:userId', unassignSchema),
  approve: apiRoute('POST', '/tasks/:taskId/approve/:userId', approveSchema),
  needsWork: apiRoute('POST', '/tasks/:taskId/needs-work/:userId', needsWorkSchema),
  approvals: apiRoute('GET', '/approvals/group/:groupId', approvalsSchema),
  moveBoardTask: apiRoute('POST', '/group-tasks/:taskId/move/to/:position', moveBoardTaskSchema),
  moveGroupBoardTask: apiRoute(
    'POST',
    '/group/:groupId/tasks/:taskId/move/to/:position',
    moveGroupBoardTaskSchema,
  ),
  listGroupPlans: apiRoute('GET', '/group-plans', listGroupPlansSchema),
  createPlan: apiRoute('POST', '/groups/create-plan', createPlanSchema),
};
