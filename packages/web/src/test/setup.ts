import '../i18n.ts';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetLoadedAppVersion } from '../api/appVersion.ts';
import { setApiFetch } from '../api/transport.ts';
import { notificationStack } from '../components/notifications/notificationStack.ts';
import { resetOptimistic } from '../store/optimistic.ts';

afterEach(() => {
  cleanup();
  setApiFetch(null);
  notificationStack.clear();
  resetOptimistic();
  resetLoadedAppVersion();
  localStorage.clear();
  sessionStorage.clear();
});
