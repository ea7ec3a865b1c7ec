// What the group-plan screen tests share: the plan's routes, its members, a board of two tasks
// and an approval request, and the fake API serving them.
import type { TeamLink } from '../../api/challengeTypes.ts';
import type { FakeCall } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, makeTask, ok, type Route } from '../../test/tasksKit.ts';
import { makeMember, makePlan, pathOf } from '../challenges/challengeTestKit.tsx';
import { BillingTab } from './BillingTab.tsx';
import { GroupPlanLayout } from './GroupPlanLayout.tsx';
import { GroupPlansPage } from './GroupPlansPage.tsx';
import { InformationTab } from './InformationTab.tsx';
import { TaskInformationTab } from './TaskInformationTab.tsx';

export const routes = [
  { path: '/group-plans', element: <GroupPlansPage /> },
  {
    path: '/group-plans/:groupId',
    element: <GroupPlanLayout />,
    children: [
      { path: 'task-information', element: <TaskInformationTab /> },
      { path: 'information', element: <InformationTab /> },
      { path: 'billing', element: <BillingTab /> },
    ],
  },
];

export const members = [makeMember('member-1', 'Ann'), makeMember('member-2', 'Ben')];
export const dishes = makeTask({
  type: 'todo',
  _id: 'task-dishes',
  text: 'Dishes',
  group: {
    id: 'plan-1',
    assignedUsers: ['member-1', 'member-2'],
    assignedUsersDetail: { 'member-1': { completed: true }, 'member-2': { completed: false } },
    approval: { required: false },
  },
});
const bins = makeTask({
  type: 'daily',
  _id: 'task-bins',
  text: 'Bins out',
  completed: true,
  group: { id: 'plan-1', assignedUsers: [], completedBy: { userId: 'member-2' } } as TeamLink,
});
const request = {
  ...makeTask({ type: 'todo', _id: 'task-homework', text: 'Homework' }),
  userId: 'member-1',
  group: { id: 'plan-1', approval: { required: true, requested: true, approved: false } },
};

export function serveBoard(plan = makePlan(), ...extra: Route[]) {
  return fakeTasksApi(
    ...extra,
    answering('GET', '/groups/plan-1', () => ok(plan)),
    answering('GET', /^\/groups\/plan-1\/members/, () => ok(members)),
    answering('GET', '/tasks/group/plan-1', () => ok([dishes, bins])),
    answering('GET', '/approvals/group/plan-1', () => ok([request])),
  );
}

export const writes = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map(({ method, url, body }) => [method, pathOf(url), body]);
