// The session shown from the kept copy (`fromCache`) until the server's player comes
// (`userLoaded`), and the consumers that wait for the server's word.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideAccess, type Access } from '../routes/access.ts';
import { fakeFetch, json } from '../test/requestKit.ts';
import { storeTestCredentials, testCredentials } from '../test/renderApp.tsx';
import { checkInGate } from './checkIn.ts';
import {
  goOnline,
  habit,
  network,
  scores,
  setUpOutboxTests,
  signedIn,
  waiting,
} from './outbox/outboxTestKit.ts';
import { loadTasks } from './tasksActions.ts';
import { scoreTask } from './tasksScoring.ts';
import { resetTasksStore, useTasksStore } from './tasksStore.ts';
import { isSessionConfirmed, useSessionStore, whenSessionSettled } from './sessionStore.ts';

const player = testCredentials.apiId;
const kept = { id: player, _v: 3, permissions: { fullAccess: true }, needsCron: true };

function returning() {
  storeTestCredentials();
  useSessionStore.getState().restore();
  useSessionStore.getState().showFromCache(kept);
}

afterEach(() => resetTasksStore());

describe('the session shown from the kept copy', () => {
  it('goes from logged in to fromCache, then to userLoaded with the server’s player', async () => {
    fakeFetch(() => json(200, { success: true, data: { id: player, _v: 4 } }));
    returning();
    expect(useSessionStore.getState()).toMatchObject({ status: 'fromCache', user: kept });
    expect(isSessionConfirmed(useSessionStore.getState())).toBe(false);
    const settled = vi.fn();
    void whenSessionSettled().then(settled);
    await useSessionStore.getState().loadUser();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'userLoaded',
      user: { id: player, _v: 4 },
    });
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());
  });

  it('never replaces the server’s player, nor shows another player’s copy', () => {
    storeTestCredentials();
    useSessionStore.getState().restore();
    useSessionStore.getState().showFromCache({ ...kept, id: 'someone-else' });
    expect(useSessionStore.getState().status).toBe('loggedIn');
    useSessionStore.setState({ status: 'userLoaded', user: { id: player, _v: 9 } });
    useSessionStore.getState().showFromCache(kept);
    expect(useSessionStore.getState().user).toEqual({ id: player, _v: 9 });
  });

  it('keeps the kept copy shown, unconfirmed, when the server cannot be reached', async () => {
    fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    returning();
    await useSessionStore.getState().loadUser();
    expect(useSessionStore.getState()).toMatchObject({ status: 'fromCache', userLoad: 'failed' });
  });

  it('signs out when the server refuses the credentials', async () => {
    fakeFetch(() => json(401, { success: false, error: 'NotAuthorized', message: 'No.' }));
    returning();
    const settled = vi.fn();
    void whenSessionSettled().then(settled);
    await useSessionStore.getState().loadUser();
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', user: null });
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());
  });
});

describe('what waits for the server’s player', () => {
  it('admin screens: a kept copy’s permissions neither let in nor send away', () => {
    const where = { pathname: '/admin/panel', search: '' };
    const rule: Access = { kind: 'permission', anyOf: ['userSupport'] };
    expect(decideAccess(rule, { status: 'fromCache', user: kept }, where)).toEqual({
      kind: 'wait',
    });
    expect(decideAccess(rule, { status: 'userLoaded', user: kept }, where)).toEqual({
      kind: 'allow',
    });
  });

  it('the check-in: unknown from a kept copy, whatever its needsCron says', () => {
    expect(checkInGate({ status: 'fromCache', user: kept }, null)).toBe('unknown');
    expect(checkInGate({ status: 'fromCache', user: { ...kept, needsCron: false } }, null)).toBe(
      'unknown',
    );
    expect(checkInGate({ status: 'userLoaded', user: kept }, null)).toBe('pending');
    expect(checkInGate({ status: 'userLoaded', user: { ...kept, needsCron: false } }, null)).toBe(
      'clear',
    );
  });

  it('the kept tasks stay shown while the server’s are read, and when they cannot be', async () => {
    fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    returning();
    useTasksStore.setState({ tasks: [habit('a')], load: 'cached' });
    await loadTasks();
    expect(useTasksStore.getState()).toMatchObject({ load: 'cached', tasks: [habit('a')] });
  });
});

describe('the outbox replay', () => {
  setUpOutboxTests();

  it('waits for the server’s player before judging the day of a waiting change', async () => {
    const calls = await signedIn([habit('a')], (call) =>
      call.method === 'POST' ? json(200, { success: true, data: { delta: 1 } }) : undefined,
    );
    network.isOnline = false;
    void scoreTask('a', 'up');
    await vi.waitFor(() => expect(waiting()).toBe(1));
    // the next visit: the kept copy is shown, the server's player not read yet
    useSessionStore.setState({ status: 'fromCache' });
    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scores(calls)).toEqual([]);
    useSessionStore.setState({ status: 'userLoaded' });
    await vi.waitFor(() => expect(scores(calls)).toHaveLength(1));
  });
});
