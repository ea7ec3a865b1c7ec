import { isValidCredentials, type Credentials } from '../api/credentials.ts';

// The stored session settings live in local storage under the mobile-settings key.
export const settingsKey = 'questlog-mobile-settings';

type StoredSettings = Record<string, unknown> & { auth?: unknown };

function readSettings(): StoredSettings {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(settingsKey) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredSettings) : {};
  } catch {
    return {};
  }
}

export function readStoredCredentials(): Credentials | null {
  const { auth } = readSettings();
  return isValidCredentials(auth) ? { apiId: auth.apiId, apiToken: auth.apiToken } : null;
}

export function storeCredentials(credentials: Credentials): void {
  localStorage.setItem(settingsKey, JSON.stringify({ ...readSettings(), auth: credentials }));
}

export function clearStoredCredentials(): void {
  const { auth: _auth, ...rest } = readSettings();
  localStorage.setItem(settingsKey, JSON.stringify(rest));
}
