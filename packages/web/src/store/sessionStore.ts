import { create } from 'zustand';
import type { Credentials } from '../api/credentials.ts';
import { getUser, UserRequestError } from '../api/getUser.ts';
import type { User } from '../api/types.ts';
import { themeKey } from './themeStore.ts';
import {
  clearStoredCredentials,
  readStoredCredentials,
  storeCredentials,
} from './settingsStorage.ts';

// seed 000 §4: anonymous → logged in (valid credentials) → user loaded.
export type SessionStatus = 'anonymous' | 'loggedIn' | 'userLoaded';
export type UserLoad = 'notLoaded' | 'loading' | 'failed';

export interface SessionState {
  status: SessionStatus;
  credentials: Credentials | null;
  user: User | null;
  userLoad: UserLoad;
  restore(): void;
  logIn(credentials: Credentials): void;
  logOut(): void;
  loadUser(): Promise<void>;
}

function stateFromStorage(): Pick<SessionState, 'status' | 'credentials' | 'user' | 'userLoad'> {
  const credentials = readStoredCredentials();
  return {
    status: credentials ? 'loggedIn' : 'anonymous',
    credentials,
    user: null,
    userLoad: 'notLoaded',
  };
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...stateFromStorage(),
  restore: () => set(stateFromStorage()),
  logIn: (credentials) => {
    storeCredentials(credentials);
    set({ status: 'loggedIn', credentials, user: null, userLoad: 'notLoaded' });
  },
  // seed 000 §4: logging out clears local and session storage. The theme belongs to the
  // device, not the account, so it survives.
  logOut: () => {
    const theme = localStorage.getItem(themeKey);
    localStorage.clear();
    sessionStorage.clear();
    if (theme !== null) localStorage.setItem(themeKey, theme);
    set({ status: 'anonymous', credentials: null, user: null, userLoad: 'notLoaded' });
  },
  loadUser: async () => {
    const { credentials, userLoad } = get();
    if (!credentials || userLoad === 'loading') return;
    set({ userLoad: 'loading' });
    try {
      const user = await getUser(credentials);
      if (get().credentials !== credentials) return; // logged out or in as someone else meanwhile
      set({ status: 'userLoaded', user, userLoad: 'notLoaded' });
    } catch (error) {
      if (get().credentials !== credentials) return;
      if (error instanceof UserRequestError && error.status === 401) {
        clearStoredCredentials();
        set({ status: 'anonymous', credentials: null, user: null, userLoad: 'notLoaded' });
      } else {
        set({ userLoad: 'failed' });
      }
    }
  },
}));
