// Factories for the party screens' tests: a party, its members, a player in it, and a render of
// a page with the router.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotificationStackView } from '../../components/notifications/NotificationStack.tsx';
import type { Party, PartyMember, PartyQuest } from '../../api/partyTypes.ts';
import type { User } from '../../api/types.ts';
import { resetPartyStore } from '../../store/partyStore.ts';
import { testCredentials } from '../../test/renderApp.tsx';
import { loadShopPlayer } from '../shops/shopTestKit.tsx';

export const viewerId = testCredentials.apiId;
export const friendId = 'friend-1';

export function makeQuest(quest: Partial<PartyQuest> = {}): PartyQuest {
  return {
    key: null,
    active: false,
    leader: null,
    members: {},
    progress: { collect: {} },
    ...quest,
  };
}

export function makeParty(quest: Partial<PartyQuest> = {}, fields: Partial<Party> = {}): Party {
  return {
    _id: 'party-1',
    id: 'party-1',
    type: 'party',
    name: 'The Early Birds',
    leader: { _id: friendId, id: friendId, profile: { name: 'Alice' } },
    memberCount: 2,
    managers: {},
    quest: makeQuest(quest),
    chat: [],
    ...fields,
  };
}

export function makeMember(id: string, name: string, fields: Partial<PartyMember> = {}) {
  return {
    _id: id,
    id,
    profile: { name },
    auth: { local: { username: name.toLowerCase() } },
    stats: { hp: 40, maxHealth: 50, mp: 20, maxMP: 30, lvl: 12, class: 'warrior' },
    preferences: { sleep: false },
    ...fields,
  } satisfies PartyMember;
}

export const partyMembers = () => [makeMember(friendId, 'Alice'), makeMember(viewerId, 'Robin')];

type Loose = Record<string, unknown>;

/** The signed-in player (Robin); `party` and `invitations` as GET /user sends them. */
export function loadPartyPlayer(party: Loose = {}, extra: Loose = {}): User {
  resetPartyStore();
  return loadShopPlayer((player) => ({
    ...player,
    party: {
      quest: { key: null, RSVPNeeded: false, progress: { up: 0, down: 0, collectedItems: 0 } },
      ...party,
    },
    invitations: { party: {}, parties: [] },
    ...extra,
  }));
}

export function renderRoute(path: string, element: ReactNode, section: string) {
  const handle = { access: { kind: 'login' }, title: { section } };
  const router = createMemoryRouter(
    [
      { path, element, handle },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <>
      <RouterProvider router={router} />
      <NotificationStackView />
    </>,
  );
  return { router, ...view };
}
