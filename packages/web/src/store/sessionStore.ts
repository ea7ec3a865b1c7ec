import { create } from 'zustand';
import type { Credentials } from '../api/credentials.ts';
import { ApiRequestError, type ServerNotification } from '../api/envelope.ts';
import { api } from '../api/request.ts';
import { setSessionHooks, type SessionHooks } from '../api/sessionHooks.ts';
import type { User } from '../api/types.ts';
import { leaveAfterLogout } from './logout.ts';
import {
  clearStoredCredentials,
  readStoredCredentials,
  storeCredentials,
} from './settingsStorage.ts';
import { requestTasksRefetch } from './taskSync.ts';
import { themeKey } from './themeStore.ts';
import { retryFailedUserReads } from './userReadRetry.ts';

// Anonymous → logged in (valid credentials) → user loaded. A returning player's visit may pass
// through `fromCache` first: the player this device kept is shown (tasks screen, header, avatar)
// while the server's answer is awaited. Only `userLoaded` is the server's word: permissions, the
// day boundary and the player's day clock wait for it (isSessionConfirmed).
export type SessionStatus = 'anonymous' | 'loggedIn' | 'fromCache' | 'userLoaded';
export type UserLoad = 'notLoaded' | 'loading' | 'failed';

export interface SessionState {
  status: SessionStatus;
  credentials: Credentials | null;
  user: User | null;
  userLoad: UserLoad;
  /** Server notifications the player dismissed here; answers never bring them back. */
  removedNotificationIds: ReadonlySet<string>;
  restore(): void;
  logIn(credentials: Credentials): void;
  logOut(): void;
  /** Shows the player this device kept until the server's answer comes (no-op once it came). */
  showFromCache(user: User): void;
  loadUser(): Promise<void>;
  refetchUser(): Promise<void>;
  removeNotification(id: string): void;
}

function stateFromStorage() {
  const credentials = readStoredCredentials();
  return {
    status: credentials ? ('loggedIn' as const) : ('anonymous' as const),
    credentials,
    user: null,
    userLoad: 'notLoaded' as const,
    removedNotificationIds: new Set<string>(),
  };
}

/** Whether the player shown is the server's answer, not the device's kept copy. */
export function isSessionConfirmed(state: Pick<SessionState, 'status'>): boolean {
  return state.status === 'userLoaded';
}

/** For a control that sends what the player's day clock computes (a date, the day's skip). */
export function useIsSessionConfirmed(): boolean {
  return useSessionStore(isSessionConfirmed);
}

/** Resolves once the session is confirmed by the server, or has ended (signed out). */
export function whenSessionSettled(): Promise<void> {
  const isSettled = (state: SessionState) => state.status === 'userLoaded' || !state.credentials;
  if (isSettled(useSessionStore.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useSessionStore.subscribe((state) => {
      if (!isSettled(state)) return;
      stop();
      resolve();
    });
  });
}

const fetchUser = async (): Promise<User> =>
  (await api.call('GET /user', { reloadOnAppVersionChange: true })).data;

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...stateFromStorage(),
  restore: () => set(stateFromStorage()),
  logIn: (credentials) => {
    storeCredentials(credentials);
    set({ status: 'loggedIn', credentials, user: null, userLoad: 'notLoaded' });
  },
  // Logging out clears local and session storage. The theme belongs to the device, not the account,
  // so it survives.
  logOut: () => {
    const theme = localStorage.getItem(themeKey);
    localStorage.clear();
    sessionStorage.clear();
    if (theme !== null) localStorage.setItem(themeKey, theme);
    set({ ...stateFromStorage(), status: 'anonymous', credentials: null });
  },
  showFromCache: (user) => {
    const { status, credentials } = get();
    // the server answered first, or the kept player is someone else
    if (status !== 'loggedIn' || credentials?.apiId !== user.id) return;
    set({ status: 'fromCache', user });
  },
  loadUser: async () => {
    const { credentials, userLoad } = get();
    if (!credentials || userLoad === 'loading') return;
    set({ userLoad: 'loading' });
    try {
      const user = await fetchUser();
      if (get().credentials !== credentials) return; // logged out or in as someone else meanwhile
      set({ status: 'userLoaded', user, userLoad: 'notLoaded' });
    } catch (error) {
      if (get().credentials !== credentials) return;
      if (error instanceof ApiRequestError && error.status === 401) {
        clearStoredCredentials();
        set({ status: 'anonymous', credentials: null, user: null, userLoad: 'notLoaded' });
      } else {
        set({ userLoad: 'failed' });
      }
    }
  },
  refetchUser: async () => {
    const { credentials } = get();
    if (!credentials) return;
    try {
      const user = await fetchUser();
      if (get().credentials === credentials) set({ user });
    } catch {
      // the error catalogue already told the player
    }
  },
  removeNotification: (id) =>
    set((state) => ({
      removedNotificationIds: new Set([...state.removedNotificationIds, id]),
      user: state.user && {
        ...state.user,
        notifications: state.user.notifications?.filter((notification) => notification.id !== id),
      },
    })),
}));

function patchUser(changes: Partial<User>): void {
  const { user } = useSessionStore.getState();
  if (user) useSessionStore.setState({ user: { ...user, ...changes } });
}

/** What the request layer asks of the session; registered when this module loads. */
export const sessionStoreHooks: SessionHooks = {
  userVersion: () => {
    const { status, user } = useSessionStore.getState();
    return status === 'userLoaded' && user ? (user._v ?? 0) : null;
  },
  // answers may come back out of order: an older one never lowers the version held
  setUserVersion: (version) =>
    patchUser({ _v: Math.max(version, useSessionStore.getState().user?._v ?? version) }),
  resync: () => {
    void useSessionStore.getState().refetchUser();
    requestTasksRefetch();
  },
  removedNotificationIds: () => useSessionStore.getState().removedNotificationIds,
  setNotifications: (notifications: ServerNotification[]) => patchUser({ notifications }),
  logOut: ({ redirectToLogin, suspendedMessage }) => {
    useSessionStore.getState().logOut();
    leaveAfterLogout(redirectToLogin, suspendedMessage);
  },
};
setSessionHooks(sessionStoreHooks);
retryFailedUserReads(useSessionStore);
