// A loaded new player (the server's starting state) for the shop and stable tests, and a way to
// render one page under the route table's title handle.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  newPlayerAchievements,
  newPlayerFlags,
  newPlayerItems,
  newPlayerPreferences,
  newPlayerPurchased,
  newPlayerStats,
} from '@questlog/core';
import type { User } from '../../api/types.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { storeTestCredentials, testCredentials } from '../../test/renderApp.tsx';

type Loose = Record<string, unknown>;

export function loadShopPlayer(change: (player: Loose) => Loose = (player) => player): User {
  storeTestCredentials();
  const now = new Date('2026-11-22T12:00:00Z');
  const player = change({
    id: testCredentials.apiId,
    _v: 1,
    profile: { name: 'Robin' },
    stats: newPlayerStats(),
    items: newPlayerItems(now),
    achievements: newPlayerAchievements(),
    flags: newPlayerFlags(),
    preferences: newPlayerPreferences(),
    purchased: newPlayerPurchased(),
    balance: 0,
    pinnedItems: [],
    unpinnedItems: [],
    loginIncentives: 0,
  }) as unknown as User;
  useSessionStore.setState({
    status: 'userLoaded',
    credentials: testCredentials,
    user: player,
    userLoad: 'notLoaded',
  });
  return player;
}

export const currentUser = () => useSessionStore.getState().user as unknown as Loose;

export function renderPage(path: string, element: ReactNode, title: [string, string]) {
  const handle = { access: { kind: 'login' }, title: { section: title[0], subSection: title[1] } };
  const router = createMemoryRouter([{ path, element, handle }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}
