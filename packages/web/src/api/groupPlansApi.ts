// Group plans and their team board, through the one request layer.
import { api } from './request.ts';
import type { Guild } from './socialTypes.ts';
import type { NewTask } from './tasksTypes.ts';

/** A group with a plan: a guild with managers and a gem bank. */
export type PlanGroup = Guild & {
  managers?: Record<string, boolean>;
  /** The gem bank in balance units (4 gems = 1). */
  balance?: number;
  purchased?: {
    active?: boolean;
    plan?: {
      customerId?: string | null;
      planId?: string;
      paymentMethod?: string;
      quantity?: number;
      dateCreated?: string;
      dateTerminated?: string | null;
    };
  };
};

export interface NewPlanGroup {
  name: string;
  summary: string;
  description: string;
}

/** A board task as sent: `requiresApproval` asks a manager before a member completes it. */
export type NewBoardTask = NewTask & { requiresApproval?: boolean; managerNotes?: string };

export const groupPlansApi = {
  list: async () => (await api.call('GET /group-plans')).data,
  get: async (groupId: string) =>
    (await api.call('GET /groups/:groupId', { params: { groupId } })).data,
  /** Without a payment provider the server grants the plan for free; `message` says so. */
  create: async (group: NewPlanGroup) => {
    const answer = await api.call('POST /groups/create-plan', {
      body: {
        groupToCreate: { type: 'guild', privacy: 'private', ...group },
        paymentType: 'groupPlan',
      },
    });
    return { group: answer.data, message: answer.message };
  },
  members: async (groupId: string) =>
    (
      await api.call('GET /groups/:groupId/members', {
        params: { groupId },
        query: { includeAllPublicFields: true },
      })
    ).data,

  board: async (groupId: string) =>
    (await api.call('GET /tasks/group/:groupId', { params: { groupId } })).data,
  completedBoardTodos: async (groupId: string) =>
    (
      await api.call('GET /tasks/group/:groupId', {
        params: { groupId },
        query: { type: 'completedTodos' },
      })
    ).data,
  addTask: async (groupId: string, task: NewBoardTask) =>
    (await api.call('POST /tasks/group/:groupId', { params: { groupId }, body: task })).data,
  /** PUT /tasks/:id for a board task: its fields and `requiresApproval`. */
  updateTask: async (taskId: string, changes: Partial<NewBoardTask>) =>
    (await api.call('PUT /tasks/:taskId', { params: { taskId }, body: changes })).data,
  assign: async (taskId: string, userIds: string[]) =>
    (await api.call('POST /tasks/:taskId/assign', { params: { taskId }, body: userIds })).data,
  unassign: async (taskId: string, userId: string) =>
    (await api.call('POST /tasks/:taskId/unassign/:userId', { params: { taskId, userId } })).data,
  approve: async (taskId: string, userId: string) =>
    (await api.call('POST /tasks/:taskId/approve/:userId', { params: { taskId, userId } })).data,
  needsWork: async (taskId: string, userId: string) =>
    (await api.call('POST /tasks/:taskId/needs-work/:userId', { params: { taskId, userId } })).data,
  /** One entry per pending request: the requesting member's id as `userId`. */
  approvals: async (groupId: string) =>
    (await api.call('GET /approvals/group/:groupId', { params: { groupId } })).data,
  move: async (taskId: string, position: number) =>
    (
      await api.call('POST /group-tasks/:taskId/move/to/:position', {
        params: { taskId, position },
      })
    ).data,
};
