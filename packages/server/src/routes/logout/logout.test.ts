import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

const [pglite] = databasesUnderTest();

describe('GET /logout-server', () => {
  const t = useTestApp(pglite!);

  it('sends the browser home after a plain logout', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/logout-server' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('sends the browser to the login page after a forced logout', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/logout-server?redirectToLogin=true',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });
});
