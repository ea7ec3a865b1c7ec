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

// Anonymous → logged in (valid credentials) → user loaded.
export type SessionStatus = 'anonymous' | 'loggedIn' | 'userLoaded';
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
