import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../browser.ts';
import { notificationStack } from '../components/notifications/notificationStack.ts';
import { settingsKey } from '../store/settingsStorage.ts';
import { api } from './request.ts';
import { fakeFetch, fakeSession, json } from '../test/requestKit.ts';
import { setSessionHooks } from './sessionHooks.ts';

afterEach(() => {
  setSessionHooks(null);
  vi.restoreAllMocks();
});

const ok = (extra: Record<string, unknown> = {}) =>
  json(200, { success: true, data: {}, ...extra });

function storeAuth(apiId: string, apiToken: string) {
  localStorage.setItem(settingsKey, JSON.stringify({ auth: { apiId, apiToken } }));
}

describe('request headers', () => {
  it('sends the stored credentials, the client and the timezone offset', async () => {
    storeAuth('user-1', 'token-1');
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-120); // UTC+2
    const calls = fakeFetch(() => ok());
    await api.post('/user/sleep', { a: 1 }, { query: { n: 2, skip: undefined } });
    expect(calls[0]).toMatchObject({
      url: '/api/v4/user/sleep?n=2',
      method: 'POST',
      body: { a: 1 },
      headers: {
        'x-api-user': 'user-1',
        'x-api-key': 'token-1',
        'x-client': 'questlog-web',
        'x-user-timezoneOffset': '-120',
        'content-type': 'application/json',
      },
    });
  });

  it.each([
    ['', 'token'],
    ['id', ''],
  ])('sends no credentials when one is empty (%j, %j)', async (apiId, apiToken) => {
    storeAuth(apiId, apiToken);
    const calls = fakeFetch(() => ok());
    await api.get('/user');
    expect(calls[0]?.headers['x-api-user']).toBeUndefined();
    expect(calls[0]?.headers['x-api-key']).toBeUndefined();
    expect(calls[0]?.headers['x-client']).toBe('questlog-web');
  });

  it('reads the credentials at each call, so a fresh sign-in is used at once', async () => {
    const calls = fakeFetch(() => ok());
    await api.get('/status');
    storeAuth('user-2', 'token-2');
    await api.get('/user');
    expect(calls[0]?.headers['x-api-user']).toBeUndefined();
    expect(calls[1]?.headers['x-api-user']).toBe('user-2');
  });

  it('leaves absolute /api/ paths alone (the v3 calls)', async () => {
    const calls = fakeFetch(() => ok());
    await api.post('/api/v3/challenges/c1/flag');
    expect(calls[0]?.url).toBe('/api/v3/challenges/c1/flag');
  });

  it("sends a call at the site's root there (the payment calls), not under /api/v4", async () => {
    const calls = fakeFetch(() => ok());
    await api.post('/stripe/checkout-session', { type: 'subscription' }, { atSiteRoot: true });
    expect(calls[0]?.url).toBe('/stripe/checkout-session');
  });
});

describe('resync rule', () => {
  it('refetches user and tasks when the version is more than 1 ahead', async () => {
    const session = fakeSession(5);
    fakeFetch(() => ok({ userV: 7 }));
    await api.post('/tasks/t1/score/up');
    expect(session.resync).toHaveBeenCalledTimes(1);
    expect(session.setUserVersion).toHaveBeenCalledWith(7);
  });

  it('does not refetch for a gap of 1, but still stores the version', async () => {
    const session = fakeSession(5);
    fakeFetch(() => ok({ userV: 6 }));
    await api.post('/tasks/t1/score/up');
    expect(session.resync).not.toHaveBeenCalled();
    expect(session.setUserVersion).toHaveBeenCalledWith(6);
  });

  it.each([
    ['GET', '/user'],
    ['GET', '/tasks/user'],
    ['POST', '/groups/party/chat/seen'],
    ['POST', '/cron'],
    ['POST', '/user/class/cast/fireball'],
  ] as const)('%s %s is exempt, and the version is still stored', async (method, path) => {
    const session = fakeSession(1);
    fakeFetch(() => ok({ userV: 9 }));
    if (method === 'GET') await api.get(path);
    else await api.post(path);
    expect(session.resync).not.toHaveBeenCalled();
    expect(session.setUserVersion).toHaveBeenCalledWith(9);
  });

  it('does nothing while the user is not loaded', async () => {
    const session = fakeSession(null);
    fakeFetch(() => ok({ userV: 9 }));
    await api.post('/tasks/t1/score/up');
    expect(session.resync).not.toHaveBeenCalled();
    expect(session.setUserVersion).not.toHaveBeenCalled();
  });

  it('only applies to v4 answers', async () => {
    const session = fakeSession(1);
    fakeFetch(() => ok({ userV: 9 }));
    await api.post('/api/v3/challenges/c1/flag');
    expect(session.resync).not.toHaveBeenCalled();
  });
});

describe('server notifications', () => {
  it('drops those already removed locally, in the answer and in the store', async () => {
    const session = fakeSession(1, ['n2']);
    fakeFetch(() => ok({ notifications: [{ id: 'n1' }, { id: 'n2' }, { id: 'n3' }] }));
    const answer = await api.get('/user');
    expect(answer.notifications).toEqual([{ id: 'n1' }, { id: 'n3' }]);
    expect(session.setNotifications).toHaveBeenCalledWith([{ id: 'n1' }, { id: 'n3' }]);
  });
});

describe('app-version reload', () => {
  it('reloads when the version changed since load and the call asks for it', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    let appVersion = '1.0.0';
    fakeFetch(() => ok({ appVersion }));
    await api.get('/user', { reloadOnAppVersionChange: true });
    expect(reload).not.toHaveBeenCalled();
    appVersion = '1.0.1';
    await api.get('/user');
    expect(reload).not.toHaveBeenCalled();
    await api.get('/user', { reloadOnAppVersionChange: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the version stays the same', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    fakeFetch(() => ok({ appVersion: '2.0.0' }));
    await api.get('/user', { reloadOnAppVersionChange: true });
    await api.get('/user', { reloadOnAppVersionChange: true });
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a success without a body', () => {
  it('is a plain error', async () => {
    fakeFetch(() => new Response('', { status: 200 }));
    await expect(api.get('/user')).rejects.toMatchObject({ status: 200, body: null });
    expect(notificationStack.getSnapshot().visible).toHaveLength(0);
  });
});

describe('a call by its route-table key', () => {
  it('sends the entry’s method to its path, each parameter encoded as one segment', async () => {
    const calls = fakeFetch(() => ok());
    await api.call('POST /tasks/:taskId/checklist/:itemId/score', {
      params: { taskId: 'a/b', itemId: 'c d' },
    });
    await api.call('PUT /tags/:tagId', { params: { tagId: 't1' }, body: { name: 'Work' } });
    await api.call('GET /tasks/user', { query: { type: 'completedTodos' } });
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/api/v4/tasks/a%2Fb/checklist/c%20d/score', body: undefined },
      { method: 'PUT', url: '/api/v4/tags/t1', body: { name: 'Work' } },
      { method: 'GET', url: '/api/v4/tasks/user?type=completedTodos', body: undefined },
    ]);
  });

  it('sends the odd v3 call to /api/v3', async () => {
    const calls = fakeFetch(() => ok());
    await api.call('POST /challenges/:challengeId/flag', {
      params: { challengeId: 'c1' },
      apiVersion: 3,
    });
    expect(calls[0]?.url).toBe('/api/v3/challenges/c1/flag');
  });
});
