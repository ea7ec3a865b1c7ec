import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { browserTimeZone, requestHeaders } from './requestHeaders.ts';

function zoneIs(timeZone: string) {
  const resolved = Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...resolved,
    timeZone,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the time zone header', () => {
  it("sends the browser's zone by name on every call", () => {
    zoneIs('Europe/Berlin');
    expect(requestHeaders(null, { hasBody: false })['x-user-timezone']).toBe('Europe/Berlin');
    expect(
      requestHeaders({ apiId: 'a', apiToken: 'b' }, { hasBody: true })['x-user-timezone'],
    ).toBe('Europe/Berlin');
  });

  it('sends none when the runtime names no zone (the offset still goes)', () => {
    zoneIs('');
    const headers = requestHeaders(null, { hasBody: false });
    expect(headers['x-user-timezone']).toBeUndefined();
    expect(headers['x-user-timezoneOffset']).toBeDefined();
    expect(browserTimeZone()).toBeUndefined();
  });

  it('names the interface language, so the server answers in it', async () => {
    await i18next.changeLanguage('ja');
    try {
      expect(requestHeaders(null, { hasBody: false })['accept-language']).toBe('ja');
    } finally {
      await i18next.changeLanguage('en');
    }
    expect(requestHeaders(null, { hasBody: false })['accept-language']).toBe('en');
  });
});
