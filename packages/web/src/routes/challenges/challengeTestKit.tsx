// Factories and a routed render for the challenge and group-plan screens' tests.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Challenge, ChallengeMember } from '../../api/challengeTypes.ts';
import type { PlanGroup } from '../../api/groupPlansApi.ts';
import { NotificationStackView } from '../../components/notifications/NotificationStack.tsx';
import { testCredentials } from '../../test/renderApp.tsx';

export const viewerId = testCredentials.apiId;

export function makeChallenge(index: number, fields: Partial<Challenge> = {}): Challenge {
  return {
    _id: `challenge-${index}`,
    id: `challenge-${index}`,
    name: `Challenge ${index}`,
    shortName: `ch${index}`,
    summary: `Summary ${index}`,
    description: '',
    leader: { _id: 'leader-1', profile: { name: 'Lea' } },
    group: { _id: 'party-1', name: 'The Early Birds', type: 'party', privacy: 'private' },
    memberCount: 3,
    prize: 8,
    categories: [],
    official: false,
    ...fields,
  };
}

export const makeMember = (id: string, name: string): ChallengeMember => ({
  _id: id,
  id,
  profile: { name },
});

export function makePlan(fields: Partial<PlanGroup> = {}): PlanGroup {
  return {
    _id: 'plan-1',
    id: 'plan-1',
    name: 'The Household',
    type: 'guild',
    privacy: 'private',
    summary: 'Chores together',
    memberCount: 3,
    leader: { _id: viewerId, id: viewerId, profile: { name: 'Robin' } },
    managers: {},
    purchased: {
      active: true,
      plan: { customerId: 'group-plan-free', dateCreated: '2026-11-01T00:00:00.000Z' },
    },
    ...fields,
  };
}

const handle = { access: { kind: 'login' }, title: { section: 'challenges' } };

/** Renders the routes at `url`; any other path shows where it went. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(
    [...routes.map((route) => ({ handle, ...route })), { path: '*', element: <p>elsewhere</p> }],
    { initialEntries: [url] },
  );
  const view = render(
    <>
      <RouterProvider router={router} />
      <NotificationStackView />
    </>,
  );
  return { router, ...view };
}

export const pathOf = (url: string) => url.replace(/^\/api\/v[34]/, '').split('?')[0] ?? '';
export const queryOf = (url: string) =>
  Object.fromEntries(new URL(url, 'http://localhost').searchParams);
