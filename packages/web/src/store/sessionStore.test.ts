import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/request.ts';
import { browser } from '../browser.ts';
import { fakeFetch, json } from '../test/requestKit.ts';
import { storeTestCredentials, testCredentials } from '../test/renderApp.tsx';
import { useSessionStore } from './sessionStore.ts';
import { settingsKey } from './settingsStorage.ts';
import { onTasksRefetch } from './taskSync.ts';
import { themeKey } from './themeStore.ts';

afterEach(() => vi.restoreAllMocks());

async function loadPlayer(version: number, answer: (url: string, method: string) => Response) {
  storeTestCredentials();
  useSessionStore.getState().restore();
  const calls = fakeFetch((call) =>
    call.method === 'GET' && call.url === '/api/v4/user'
      ? json(200, { success: true, data: { id: testCredentials.apiId, _v: version } })
      : answer(call.url, call.method),
  );
  await useSessionStore.getState().loadUser();
  return calls;
}

describe('session store and the request layer', () => {
  it('refetches user and tasks when an answer is more than one version ahead', async () => {
    const tasksRefetch = vi.fn();
    const stop = onTasksRefetch(tasksRefetch);
    const calls = await loadPlayer(3, () => json(200, { success: true, data: {}, userV: 5 }));
    await api.post('/tasks/t1/score/up');
    expect(tasksRefetch).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/v4/user')).toHaveLength(2),
    );
    stop();
  });

  it('stores the new version without refetching for a gap of one', async () => {
    const calls = await loadPlayer(3, () => json(200, { success: true, data: {}, userV: 4 }));
    await api.post('/tasks/t1/score/up');
    expect(useSessionStore.getState().user?._v).toBe(4);
    expect(calls).toHaveLength(2);
  });

  it('keeps locally removed notifications out of the user', async () => {
    await loadPlayer(3, () =>
      json(200, { success: true, data: {}, userV: 3, notifications: [{ id: 'a' }, { id: 'b' }] }),
    );
    useSessionStore.getState().removeNotification('a');
    await api.post('/user/sleep');
    expect(useSessionStore.getState().user?.notifications).toEqual([{ id: 'b' }]);
  });

  it('logs out to login on invalid credentials, keeping only the theme', async () => {
    const leaveTo = vi.spyOn(browser, 'leaveTo').mockImplementation(() => {});
    localStorage.setItem(themeKey, 'dark');
    await loadPlayer(3, () =>
      json(401, {
        success: false,
        error: 'NotAuthorized',
        message: 'There is no account that uses those credentials.',
        code: 'invalid_credentials',
      }),
    );
    sessionStorage.setItem('something', 'x');
    await expect(api.post('/user/sleep')).rejects.toMatchObject({ status: 401 });
    expect(leaveTo).toHaveBeenCalledWith('/logout-server?redirectToLogin=true');
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(localStorage.getItem(settingsKey)).toBeNull();
    expect(localStorage.getItem(themeKey)).toBe('dark');
    expect(sessionStorage.length).toBe(0);
  });
});
