// Group plans as queries: my plan groups, one plan group, its members, its team board and its
// approval queue. A change to the board reads the board and the queue again.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { groupPlansApi, type PlanGroup } from '../../api/groupPlansApi.ts';
import { leaderIdOf } from '../../api/socialTypes.ts';
import type { Task } from '../../api/tasksTypes.ts';
import type { User } from '../../api/types.ts';

export const groupPlanKeys = {
  all: ['groupPlans'] as const,
  list: ['groupPlans', 'list'] as const,
  one: (groupId: string) => ['groupPlans', 'one', groupId] as const,
  members: (groupId: string) => ['groupPlans', 'members', groupId] as const,
  board: (groupId: string) => ['groupPlans', 'board', groupId] as const,
  approvals: (groupId: string) => ['groupPlans', 'approvals', groupId] as const,
};

// the request layer already showed the refusal: no retries
export const useGroupPlans = () =>
  useQuery({ queryKey: groupPlanKeys.list, queryFn: groupPlansApi.list, retry: false });

export const useGroupPlan = (groupId: string) =>
  useQuery({
    queryKey: groupPlanKeys.one(groupId),
    queryFn: () => groupPlansApi.get(groupId),
    retry: false,
  });

export const usePlanMembers = (groupId: string) =>
  useQuery({
    queryKey: groupPlanKeys.members(groupId),
    queryFn: () => groupPlansApi.members(groupId),
    retry: false,
  });

export const useBoard = (groupId: string) =>
  useQuery({
    queryKey: groupPlanKeys.board(groupId),
    queryFn: () => groupPlansApi.board(groupId),
    retry: false,
  });

export const useApprovals = (groupId: string, isManager: boolean) =>
  useQuery({
    queryKey: groupPlanKeys.approvals(groupId),
    queryFn: () => groupPlansApi.approvals(groupId),
    retry: false,
    enabled: isManager,
  });

export function refreshBoard(client: QueryClient, groupId: string): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) =>
      (queryKey[1] === 'board' || queryKey[1] === 'approvals') && queryKey[2] === groupId,
  });
}

/** A board task as a write answered it, shown at once: the board's new reading may come later. */
export function showSavedBoardTask(client: QueryClient, groupId: string, saved: Task): void {
  client.setQueryData<Task[]>(groupPlanKeys.board(groupId), (tasks) =>
    tasks?.map((one) => (one._id === saved._id ? saved : one)),
  );
}

/** The leader and the managers assign, approve and edit the board. */
export function isPlanManager(group: PlanGroup, user: User | null): boolean {
  if (!user) return false;
  return leaderIdOf(group) === user.id || group.managers?.[user.id] === true;
}

export { useQueryClient };
