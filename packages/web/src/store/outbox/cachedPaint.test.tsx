// A returning visit painted from the kept game (issue 29, point 6): the tasks screen shows at
// once, while what must not trust a kept copy waits for the server's player.
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '../../api/tasksTypes.ts';
import type { User } from '../../api/types.ts';
import { renderApp, storeTestCredentials, testCredentials } from '../../test/renderApp.tsx';
import { fakeFetch, json, type FakeCall } from '../../test/requestKit.ts';
import { makeTask } from '../../test/tasksKit.ts';
import { resetCheckIn } from '../checkIn.ts';
import { resetOptimistic } from '../optimistic.ts';
import { useSessionStore } from '../sessionStore.ts';
import { resetTasksStore, useTasksStore } from '../tasksStore.ts';
import { paintFromCache } from './cachedPaint.ts';
import { forgetPlayer, saveGame } from './offlineDb.ts';

const player = testCredentials.apiId;

function held() {
  let release: (answer: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

const keptDaily = makeTask({ _id: 'd1', type: 'daily', text: 'Stretch (kept)' });
const serverDaily = makeTask({ _id: 'd1', type: 'daily', text: 'Stretch' });

/** The game the last visit kept: a staff member whose day boundary was due. */
async function keep(user: Partial<User>, tasks: Task[] = [keptDaily]): Promise<void> {
  await saveGame({
    playerId: player,
    savedAt: new Date().toISOString(),
    state: {
      user: { id: player, _v: 3, profile: { name: 'Robin' }, ...user },
      tasks,
      completedTodos: [],
      tags: [],
      party: null,
    },
  });
}

/** The server: GET /user and GET /tasks/user wait until released; the rest answer at once. */
function heldServer(serverUser: Partial<User>) {
  const user = held();
  const tasks = held();
  const calls = fakeFetch((call: FakeCall) => {
    const path = call.url.replace(/^\/api\/v4/, '').split('?')[0];
    if (path === '/user') return user.answer as unknown as Response;
    if (path === '/tasks/user') return tasks.answer as unknown as Response;
    return json(200, { success: true, data: path === '/cron/missed-days' ? { days: [] } : [] });
  });
  const releaseUser = () =>
    user.release(json(200, { success: true, data: { id: player, _v: 4, ...serverUser } }));
  const releaseTasks = () => tasks.release(json(200, { success: true, data: [serverDaily] }));
  return { calls, releaseUser, releaseTasks };
}

/** Boots the app at `path` as main.tsx does for a returning player. */
async function returnTo(path: string) {
  storeTestCredentials();
  const view = renderApp(path);
  await paintFromCache();
  return view;
}

afterEach(async () => {
  cleanup();
  await forgetPlayer(player);
  resetTasksStore();
  resetCheckIn();
  resetOptimistic();
});

describe('a returning visit painted from the kept game', () => {
  it('shows the kept tasks before the server answers, then the server’s', async () => {
    await keep({});
    const server = heldServer({});
    await returnTo('/');
    expect(await screen.findByText('Stretch (kept)')).toBeTruthy();
    expect(useSessionStore.getState().status).toBe('fromCache');
    expect(useTasksStore.getState().load).toBe('cached');

    server.releaseTasks();
    server.releaseUser();
    expect(await screen.findByText('Stretch')).toBeTruthy();
    expect(screen.queryByText('Stretch (kept)')).toBeNull();
    expect(useSessionStore.getState().status).toBe('userLoaded');
    expect(useTasksStore.getState().load).toBe('loaded');
  });

  it('offers the check-in only from the server’s player, not a kept needsCron', async () => {
    await keep({ needsCron: true, lastCron: '2026-01-01T00:00:00.000Z' });
    const server = heldServer({ needsCron: false });
    await returnTo('/');
    await screen.findByText('Stretch (kept)');
    // the server's tasks come first: the kept player's needsCron is still no reason
    server.releaseTasks();
    await screen.findByText('Stretch');
    expect(server.calls.some((call) => call.url.includes('/cron/missed-days'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    server.releaseUser();
    await waitFor(() => expect(useSessionStore.getState().status).toBe('userLoaded'));
    expect(server.calls.some((call) => call.url.includes('/cron/missed-days'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the check-in once the server says the day boundary is due', async () => {
    await keep({ needsCron: false });
    const server = heldServer({ needsCron: true, lastCron: '2026-01-01T00:00:00.000Z' });
    await returnTo('/');
    await screen.findByText('Stretch (kept)');
    server.releaseTasks();
    server.releaseUser();
    await waitFor(() =>
      expect(server.calls.some((call) => call.url.includes('/cron/missed-days'))).toBe(true),
    );
  });

  it('shows neither the admin link nor an admin screen from kept permissions', async () => {
    await keep({ permissions: { fullAccess: true } });
    const server = heldServer({ permissions: {} });
    const { router } = await returnTo('/');
    await screen.findByText('Stretch (kept)');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();

    await router.navigate('/admin/panel');
    await screen.findByText('Loading your adventure…');
    expect(screen.queryByRole('heading', { level: 1, name: 'User support panel' })).toBeNull();

    // the server says this player is no staff: the admin screen never opened
    server.releaseUser();
    await screen.findByRole('heading', { level: 1, name: 'Tasks' });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { level: 1, name: 'User support panel' })).toBeNull();
  });

  it('opens an admin screen once the server confirms the permission', async () => {
    await keep({ permissions: {} });
    const server = heldServer({ permissions: { userSupport: true } });
    await returnTo('/admin/panel');
    expect(useSessionStore.getState().status).toBe('fromCache');
    await screen.findByText('Loading your adventure…');
    server.releaseUser();
    await screen.findByRole('heading', { level: 1, name: 'User support panel' });
  });

  it('paints nothing when the server answered first or the kept game is another player’s', async () => {
    await keep({ id: 'someone-else' });
    heldServer({});
    await returnTo('/');
    expect(useSessionStore.getState().status).toBe('loggedIn');
    expect(screen.queryByText('Stretch (kept)')).toBeNull();

    cleanup();
    await keep({});
    storeTestCredentials();
    useSessionStore.setState({
      status: 'userLoaded',
      credentials: testCredentials,
      user: { id: player },
    });
    expect(await paintFromCache()).toBe(false);
    expect(useSessionStore.getState().user).toEqual({ id: player });
    expect(useTasksStore.getState().load).not.toBe('cached');
  });
});
