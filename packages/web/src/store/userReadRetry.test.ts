// The server's read of the player, retried while the kept copy is shown unconfirmed.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../test/requestKit.ts';
import { storeTestCredentials, testCredentials } from '../test/renderApp.tsx';
import { useSessionStore } from './sessionStore.ts';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS } from './userReadRetry.ts';

const player = testCredentials.apiId;
const kept = { id: player, _v: 3 };

let serverAnswers = false;
let reads: unknown[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  serverAnswers = false;
  reads = fakeFetch(() => {
    if (!serverAnswers) throw new TypeError('Failed to fetch');
    return json(200, { success: true, data: { id: player, _v: 4 } });
  });
  storeTestCredentials();
  useSessionStore.getState().restore();
  useSessionStore.getState().showFromCache(kept);
});

afterEach(() => vi.useRealTimers());

/** Lets the timers due within `ms` fire, and the reads they start settle. */
async function wait(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('a failed read of the player while the kept copy is shown', () => {
  it('is tried again after 5 s, then after waits that double up to a minute', async () => {
    await useSessionStore.getState().loadUser();
    expect(reads).toHaveLength(1);
    await wait(FIRST_RETRY_MS - 1);
    expect(reads).toHaveLength(1);
    await wait(1);
    expect(reads).toHaveLength(2);
    await wait(2 * FIRST_RETRY_MS - 1);
    expect(reads).toHaveLength(2);
    await wait(1);
    expect(reads).toHaveLength(3);
    // 20 s, 40 s, then a minute each time
    await wait(20_000 + 40_000);
    expect(reads).toHaveLength(5);
    await wait(LONGEST_RETRY_MS);
    expect(reads).toHaveLength(6);
    await wait(LONGEST_RETRY_MS);
    expect(reads).toHaveLength(7);
    expect(useSessionStore.getState()).toMatchObject({ status: 'fromCache', userLoad: 'failed' });
  });

  it('is tried again at once when the browser comes back online, and stops once confirmed', async () => {
    await useSessionStore.getState().loadUser();
    serverAnswers = true;
    window.dispatchEvent(new Event('online'));
    await wait(0);
    expect(reads).toHaveLength(2);
    expect(useSessionStore.getState()).toMatchObject({ status: 'userLoaded', user: { _v: 4 } });
    await wait(10 * LONGEST_RETRY_MS);
    expect(reads).toHaveLength(2);
  });

  it('is not retried once the player signs out', async () => {
    await useSessionStore.getState().loadUser();
    useSessionStore.getState().logOut();
    await wait(10 * LONGEST_RETRY_MS);
    expect(reads).toHaveLength(1);
  });
});
