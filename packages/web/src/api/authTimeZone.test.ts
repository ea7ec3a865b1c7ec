import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../test/requestKit.ts';
import { authApi } from './auth.ts';

afterEach(() => vi.restoreAllMocks());

describe('signing up', () => {
  it("sends the browser's zone with the registration", async () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...resolved,
      timeZone: 'Pacific/Chatham',
    });
    const calls = fakeFetch(() => json(201, { success: true, data: { id: 'u', apiToken: 't' } }));
    await authApi.register({
      username: 'ana',
      email: 'ana@example.org',
      password: 'long enough',
      confirmPassword: 'long enough',
    });
    expect(calls[0]?.body).toEqual({
      username: 'ana',
      email: 'ana@example.org',
      password: 'long enough',
      confirmPassword: 'long enough',
      timezone: 'Pacific/Chatham',
    });
    expect(calls[0]?.headers['x-user-timezone']).toBe('Pacific/Chatham');
  });
});
