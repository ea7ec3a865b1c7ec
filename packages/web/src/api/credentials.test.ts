import { describe, expect, it } from 'vitest';
import { readStoredCredentials, settingsKey } from '../store/settingsStorage.ts';
import { isValidCredentials } from './credentials.ts';

describe('credentials', () => {
  it.each([
    [{ apiId: 'id', apiToken: 'token' }, true],
    [{ apiId: '', apiToken: 'token' }, false],
    [{ apiId: 'id', apiToken: '' }, false],
    [{ apiId: 'id' }, false],
    [{ apiId: 1, apiToken: 'token' }, false],
    [null, false],
    [undefined, false],
  ])('%j valid: %s', (auth, isValid) => {
    expect(isValidCredentials(auth)).toBe(isValid);
  });

  it('reads them from the stored settings only when both are non-empty', () => {
    localStorage.setItem(settingsKey, JSON.stringify({ auth: { apiId: 'a', apiToken: 'b' } }));
    expect(readStoredCredentials()).toEqual({ apiId: 'a', apiToken: 'b' });
    localStorage.setItem(settingsKey, JSON.stringify({ auth: { apiId: 'a', apiToken: '' } }));
    expect(readStoredCredentials()).toBeNull();
    localStorage.setItem(settingsKey, 'not json');
    expect(readStoredCredentials()).toBeNull();
  });
});
