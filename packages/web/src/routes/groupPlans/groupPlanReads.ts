// Group plans held in the one cache (store/readsStore.ts): my plan groups, one plan group, its
// members, its team board and its approval queue. A change to the board reads the board and the
// queue again.
import { groupPlansApi, type PlanGroup } from '../../api/groupPlansApi.ts';
import { leaderIdOf } from '../../api/socialTypes.ts';
import type { Task } from '../../api/tasksTypes.ts';
import type { User } from '../../api/types.ts';
import { withRead, type GameState } from '../../store/optimistic.ts';
import { reloadReads } from '../../store/readsStore.ts';
import { useServerRead } from '../../store/useServerRead.ts';

export const groupPlanReads = {
  all: 'groupPlans/',
  list: 'groupPlans/list',
  one: (groupId: string) => `groupPlans/one/${groupId}`,
  members: (groupId: string) => `groupPlans/members/${groupId}`,
  /** The board's reads (its open tasks, its completed to-dos) start with this. */
  board: (groupId: string) => `groupPlans/board/${groupId}`,
  completedTodos: (groupId: string) => `groupPlans/board/${groupId}/completedTodos`,
  approvals: (groupId: string) => `groupPlans/approvals/${groupId}`,
};

export const useGroupPlans = () => useServerRead(groupPlanReads.list, groupPlansApi.list);

export const useGroupPlan = (groupId: string) =>
  useServerRead(groupPlanReads.one(groupId), () => groupPlansApi.get(groupId));

export const usePlanMembers = (groupId: string) =>
  useServerRead(groupPlanReads.members(groupId), () => groupPlansApi.members(groupId));

export const useBoard = (groupId: string) =>
  useServerRead(groupPlanReads.board(groupId), () => groupPlansApi.board(groupId));

export const useApprovals = (groupId: string, isManager: boolean) =>
  useServerRead(groupPlanReads.approvals(groupId), () => groupPlansApi.approvals(groupId), {
    isEnabled: isManager,
  });

/** The board and the approval queue of `groupId`, read again. */
export function refreshBoard(groupId: string): Promise<unknown> {
  return Promise.all([
    reloadReads(groupPlanReads.board(groupId)),
    reloadReads(groupPlanReads.approvals(groupId)),
  ]);
}

/** `state` with a board task as a write answered it: the board's new reading may come later. */
export function withSavedBoardTask(state: GameState, groupId: string, saved: Task): GameState {
  return withRead<Task[]>(state, groupPlanReads.board(groupId), (tasks) =>
    tasks.map((one) => (one._id === saved._id ? saved : one)),
  );
}

/** The leader and the managers assign, approve and edit the board. */
export function isPlanManager(group: PlanGroup, user: User | null): boolean {
  if (!user) return false;
  return leaderIdOf(group) === user.id || group.managers?.[user.id] === true;
}
