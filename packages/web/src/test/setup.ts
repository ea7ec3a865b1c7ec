import { allNamespaces, loadNamespaces } from '../i18n.ts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetLoadedAppVersion } from '../api/appVersion.ts';
import { setApiFetch } from '../api/transport.ts';
import { notificationStack } from '../components/notifications/notificationStack.ts';
import { resetOptimistic } from '../store/optimistic.ts';

// Screens load their namespaces on demand; components rendered alone in tests find them all.
await loadNamespaces(allNamespaces);

// Each screen's code loads on its first visit (routes/lazyPages.tsx); in a test that is the first
// transform of its modules, which on a busy machine takes longer than findBy's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  setApiFetch(null);
  notificationStack.clear();
  resetOptimistic();
  resetLoadedAppVersion();
  localStorage.clear();
  sessionStorage.clear();
});
