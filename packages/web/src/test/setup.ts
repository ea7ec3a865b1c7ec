import '../i18n.ts';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setApiFetch } from '../api/transport.ts';

afterEach(() => {
  cleanup();
  setApiFetch(null);
  localStorage.clear();
  sessionStorage.clear();
});
