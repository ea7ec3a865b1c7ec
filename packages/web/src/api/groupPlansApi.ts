// Group plans and their team board, through the one request layer.
import { api } from './request.ts';
import type { Guild } from './socialTypes.ts';
import type { NewTask, Task } from './tasksTypes.ts';
import type { ChallengeMember } from './challengeTypes.ts';

const id = encodeURIComponent;

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
  list: async () => (await api.get<PlanGroup[]>('/group-plans')).data,
  get: async (groupId: string) => (await api.get<PlanGroup>(`/groups/${id(groupId)}`)).data,
  /** Without a payment provider the server grants the plan for free; `message` says so. */
  create: async (group: NewPlanGroup) => {
    const answer = await api.post<PlanGroup>('/groups/create-plan', {
      groupToCreate: { type: 'guild', privacy: 'private', ...group },
      paymentType: 'groupPlan',
    });
    return { group: answer.data, message: answer.message };
  },
  members: async (groupId: string) =>
    (
      await api.get<ChallengeMember[]>(`/groups/${id(groupId)}/members`, {
        query: { includeAllPublicFields: true },
      })
    ).data,

  board: async (groupId: string) => (await api.get<Task[]>(`/tasks/group/${id(groupId)}`)).data,
  completedBoardTodos: async (groupId: string) =>
    (await api.get<Task[]>(`/tasks/group/${id(groupId)}`, { query: { type: 'completedTodos' } }))
      .data,
  addTask: async (groupId: string, task: NewBoardTask) =>
    (await api.post<Task>(`/tasks/group/${id(groupId)}`, task)).data,
  /** PUT /tasks/:id for a board task: its fields and `requiresApproval`. */
  updateTask: async (taskId: string, changes: Partial<NewBoardTask>) =>
    (await api.put<Task>(`/tasks/${id(taskId)}`, changes)).data,
  assign: async (taskId: string, userIds: string[]) =>
    (await api.post<Task>(`/tasks/${id(taskId)}/assign`, userIds)).data,
  unassign: async (taskId: string, userId: string) =>
    (await api.post<Task>(`/tasks/${id(taskId)}/unassign/${id(userId)}`)).data,
  approve: async (taskId: string, userId: string) =>
    (await api.post<Task>(`/tasks/${id(taskId)}/approve/${id(userId)}`)).data,
  needsWork: async (taskId: string, userId: string) =>
    (await api.post<Task>(`/tasks/${id(taskId)}/needs-work/${id(userId)}`)).data,
  /** One entry per pending request: the requesting member's id as `userId`. */
  approvals: async (groupId: string) =>
    (await api.get<Task[]>(`/approvals/group/${id(groupId)}`)).data,
  move: async (taskId: string, position: number) =>
    (await api.post<string[]>(`/group-tasks/${id(taskId)}/move/to/${position}`)).data,
};
