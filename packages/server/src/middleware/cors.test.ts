import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';

describe.each(databasesUnderTest())('CORS on $name', (database) => {
  const t = useTestApp(database);

  it.each(['/api/v4/status', '/api/v4/user/auth/local/login', '/api/v3/anything'])(
    'answers the preflight OPTIONS %s with 200 and the allowed headers',
    async (url) => {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://example.org',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-api-user,x-api-key,content-type',
        },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-methods']).toBe(
        'OPTIONS,GET,POST,PUT,HEAD,DELETE',
      );
      const allowed = String(response.headers['access-control-allow-headers']).split(',');
      expect(allowed).toEqual(
        expect.arrayContaining([
          'Content-Type',
          'x-api-user',
          'x-api-key',
          'x-client',
          'x-device-id',
        ]),
      );
    },
  );

  it('sends the CORS headers on ordinary answers and errors too', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/v4/status' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v4/missing' });

    for (const response of [ok, missing]) {
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(String(response.headers['access-control-expose-headers']).split(',')).toEqual(
        expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'Retry-After']),
      );
    }
  });
});
