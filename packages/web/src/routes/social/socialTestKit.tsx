// Factories and a routed render for the guild and message screens' tests.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Guild } from '../../api/socialTypes.ts';
import { NotificationStackView } from '../../components/notifications/NotificationStack.tsx';

export function makeGuild(index: number, fields: Partial<Guild> = {}): Guild {
  return {
    _id: `guild-${index}`,
    name: `Guild ${index}`,
    summary: `Summary ${index}`,
    memberCount: 100 - index,
    privacy: 'public',
    categories: [],
    ...fields,
  };
}

/** Renders `element` at `pattern`, starting at `url`; any other path shows where it went. */
export function renderAt(pattern: string, url: string, element: ReactNode) {
  const handle = { access: { kind: 'login' }, title: { section: 'guilds' } };
  const router = createMemoryRouter(
    [
      { path: pattern, element, handle },
      { path: '*', element: <p>elsewhere</p> },
    ],
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
