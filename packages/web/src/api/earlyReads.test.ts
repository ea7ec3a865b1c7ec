// Issue 19.10: the first screen's GETs go out with its code; the screen's own GET takes the
// answer once, for the same player, and handles it as its own (envelope, refusals).
import { afterEach, describe, expect, it } from 'vitest';
import { settingsKey } from '../store/settingsStorage.ts';
import { fakeFetch, fakeSession, json } from '../test/requestKit.ts';
import { earlyReadMaxAgeMs, forgetEarlyReads, takeEarlyRead } from './earlyReads.ts';
import { ApiRequestError } from './envelope.ts';
import { api, readEarly } from './request.ts';
import { setSessionHooks } from './sessionHooks.ts';

afterEach(() => {
  forgetEarlyReads();
  setSessionHooks(null);
  localStorage.clear();
});

function signIn(apiId: string) {
  localStorage.setItem(settingsKey, JSON.stringify({ auth: { apiId, apiToken: 'token' } }));
}

describe('early reads', () => {
  it('sends the GET at once and hands its answer to the first api.get of that path only', async () => {
    signIn('player-1');
    let served = 0;
    const calls = fakeFetch(() => json(200, { success: true, data: [{ n: (served += 1) }] }));
    readEarly('/tasks/user');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/v4/tasks/user', method: 'GET' });
    expect(calls[0]?.headers['x-api-user']).toBe('player-1');

    expect((await api.get('/tasks/user')).data).toEqual([{ n: 1 }]);
    expect(calls).toHaveLength(1);
    // Taken once: the next read asks the server again.
    expect((await api.get('/tasks/user')).data).toEqual([{ n: 2 }]);
    expect(calls).toHaveLength(2);
  });

  it('applies the envelope when the answer is taken, not when it arrives', async () => {
    signIn('player-1');
    const session = fakeSession(3);
    fakeFetch(() => json(200, { success: true, data: {}, userV: 9 }));
    readEarly('/tags');
    await Promise.resolve();
    expect(session.setUserVersion).not.toHaveBeenCalled();
    await api.get('/tags');
    expect(session.setUserVersion).toHaveBeenCalledWith(9);
    expect(session.resync).toHaveBeenCalledTimes(1);
  });

  it('reports a refused early read through the GET that takes it', async () => {
    signIn('player-1');
    const session = fakeSession(1);
    fakeFetch(() =>
      json(401, {
        success: false,
        error: 'NotAuthorized',
        code: 'invalid_credentials',
        message: 'no',
      }),
    );
    readEarly('/user');
    expect(session.logOut).not.toHaveBeenCalled();
    await expect(api.get('/user')).rejects.toBeInstanceOf(ApiRequestError);
    expect(session.logOut).toHaveBeenCalledWith({ redirectToLogin: true });
  });

  it('sends nothing for a visitor without a session', () => {
    const calls = fakeFetch(() => json(200, { success: true, data: {} }));
    readEarly('/user');
    expect(calls).toHaveLength(0);
  });

  it('never hands one player’s answer to another, nor a stale one', async () => {
    signIn('player-1');
    const calls = fakeFetch((call) =>
      json(200, { success: true, data: call.headers['x-api-user'] }),
    );
    readEarly('/user');
    signIn('player-2');
    expect((await api.get('/user')).data).toBe('player-2');
    expect(calls).toHaveLength(2);

    const credentials = { apiId: 'player-2', apiToken: 'token' };
    readEarly('/tags');
    expect(takeEarlyRead('/api/v4/tags', credentials, Date.now() + earlyReadMaxAgeMs + 1)).toBe(
      undefined,
    );
  });
});
