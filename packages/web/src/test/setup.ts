import { allNamespaces, loadNamespaces } from '../i18n.ts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { StoreApi } from 'zustand';
import { resetLoadedAppVersion } from '../api/appVersion.ts';
import { setSessionHooks } from '../api/sessionHooks.ts';
import { setApiFetch } from '../api/transport.ts';
import { notificationStack } from '../components/notifications/notificationStack.ts';
import { useBannerStore } from '../store/bannerStore.ts';
import { resetChatStore } from '../store/chatStore.ts';
import { resetReadsStore } from '../store/readsStore.ts';
import { resetCheckIn } from '../store/checkIn.ts';
import { loadLocalTaskRules } from '../store/localTaskRulesLoader.ts';
import { resetOptimistic } from '../store/optimistic.ts';
import { resetTemporaryIds } from '../store/outbox/temporaryIds.ts';
import { resetPartyStore } from '../store/partyStore.ts';
import { sessionStoreHooks, useSessionStore } from '../store/sessionStore.ts';
import { resetTasksStore } from '../store/tasksStore.ts';
import { useThemeStore } from '../store/themeStore.ts';
import { withdrawUndo } from '../store/undoOffer.ts';

// Screens load their namespaces on demand; components rendered alone in tests find them all.
await loadNamespaces(allNamespaces);

// Scoring's rules load after the tasks screen's first paint (store/localTaskRulesLoader.ts); a
// test scores at once, as a player who has had the screen for a moment.
await loadLocalTaskRules();

// Each screen's code loads on its first visit (routes/lazyPages.tsx); in a test that is the first
// transform of its modules, which on a busy machine takes longer than findBy's default second.
configure({ asyncUtilTimeout: 5000 });

// Test files share one module graph per worker (isolate: false in vitest.config.ts), so every
// piece of module state a test can change goes back to how it started after each test.
function resetToInitial<State>(store: StoreApi<State>): void {
  store.setState(store.getInitialState(), true);
}

afterEach(() => {
  cleanup();
  setApiFetch(null);
  setSessionHooks(sessionStoreHooks);
  notificationStack.clear();
  resetOptimistic();
  resetTemporaryIds();
  resetLoadedAppVersion();
  resetToInitial(useSessionStore);
  resetToInitial(useBannerStore);
  resetToInitial(useThemeStore);
  resetTasksStore();
  resetPartyStore();
  resetChatStore();
  resetReadsStore();
  resetCheckIn();
  withdrawUndo();
  localStorage.clear();
  sessionStorage.clear();
});
