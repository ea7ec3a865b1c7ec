// The server's answers to the screens' own reads (webhooks, the purchase history, news, …) by key,
// in the one cache of server state beside the game's (docs/web-client.md). Read on a screen's
// showing, shown from here meanwhile; changed only through the optimistic primitive
// (optimistic.ts `withRead`), as the chats are (chatStore.ts).
import { create } from 'zustand';
import { useSessionStore } from './sessionStore.ts';

export type ReadLoad = 'loading' | 'loaded' | 'failed';

export interface ReadsState {
  /** Each read's last answer, by the key its screen names it with. */
  reads: Readonly<Record<string, unknown>>;
  loads: Readonly<Record<string, ReadLoad>>;
  /** Why a failed read failed (a refusal's status tells a missing thing apart). */
  errors: Readonly<Record<string, unknown>>;
}

const initialState: ReadsState = { reads: {}, loads: {}, errors: {} };

export const useReadsStore = create<ReadsState>()(() => ({ ...initialState }));

// another session reads its own
useSessionStore.subscribe((state, previous) => {
  if (state.credentials !== previous.credentials) resetReadsStore();
});

const setLoad = (key: string, load: ReadLoad) =>
  useReadsStore.setState(({ loads }) => ({ loads: { ...loads, [key]: load } }));

const loading = new Map<string, Promise<void>>();

/** A read's answer that came another way (a further page), as the server's word. */
export function takeRead(key: string, answer: unknown): void {
  useReadsStore.setState(({ reads }) => ({ reads: { ...reads, [key]: answer } }));
}

/** Drops the held reads `isGone` accepts (a thing the server no longer has). */
export function forgetReads(isGone: (key: string) => boolean): void {
  const drop = <V>(record: Readonly<Record<string, V>>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !isGone(key)));
  useReadsStore.setState(({ reads, loads, errors }) => ({
    reads: drop(reads),
    loads: drop(loads),
    errors: drop(errors),
  }));
}

/** Reads `key` (again) with `read`; a read already out is not repeated. */
export function loadRead(key: string, read: () => Promise<unknown>): Promise<void> {
  const running = loading.get(key);
  if (running) return running;
  setLoad(key, 'loading');
  const done = read()
    .then((answer) => {
      useReadsStore.setState(({ reads }) => ({ reads: { ...reads, [key]: answer } }));
      setLoad(key, 'loaded');
    })
    .catch((error: unknown) => {
      // the request layer already showed the refusal
      useReadsStore.setState(({ errors }) => ({ errors: { ...errors, [key]: error } }));
      setLoad(key, 'failed');
    })
    .finally(() => loading.delete(key));
  loading.set(key, done);
  return done;
}

/**
 * Reads again every held read whose key starts with `prefix`, or that `prefix` accepts (after a
 * change they all show); `''` reads them all again.
 */
export function reloadReads(prefix: string | ((key: string) => boolean)): Promise<unknown> {
  const { reads } = useReadsStore.getState();
  const isOne = typeof prefix === 'string' ? (key: string) => key.startsWith(prefix) : prefix;
  const keys = Object.keys(reads).filter(isOne);
  return Promise.all(keys.map((key) => rereads.get(key)?.()));
}

// how each key is read, for reloadReads
const rereads = new Map<string, () => Promise<void>>();

/** Remembers how `key` is read, so `reloadReads` can read it again. */
export function noteRead(key: string, read: () => Promise<unknown>): void {
  rereads.set(key, () => loadRead(key, read));
}

/** For tests, and a new session. */
export function resetReadsStore(): void {
  loading.clear();
  rereads.clear();
  useReadsStore.setState({ ...initialState });
}
