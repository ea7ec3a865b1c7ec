import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(databasesUnderTest())('request ids on $name', (database) => {
  const t = useTestApp(database);

  it('echoes the caller’s x-request-id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v4/status',
      headers: { 'x-request-id': 'lb-7f3a:42' },
    });

    expect(response.headers['x-request-id']).toBe('lb-7f3a:42');
  });

  it('generates a different UUID for each request without one', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v4/status' });
    const second = await t.app.inject({ method: 'GET', url: '/api/v4/status' });

    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it.each([['x'.repeat(200)], ['has spaces'], ['line\u2028break']])(
    'replaces an unsafe incoming id (%#) with a generated one',
    async (incoming) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v4/status',
        headers: { 'x-request-id': incoming },
      });

      expect(response.headers['x-request-id']).toMatch(UUID);
    },
  );

  it('sends the id on error answers too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v4/missing',
      headers: { 'x-request-id': 'trace-1' },
    });

    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('trace-1');
  });
});
