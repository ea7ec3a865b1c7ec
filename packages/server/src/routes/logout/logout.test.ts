import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';

const [pglite] = databasesUnderTest();

describe('GET /logout-server', () => {
  let test: TestDatabase;
  let app: App;

  beforeAll(async () => {
    test = await pglite!.open();
    app = buildTestApp(test.db);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  it('sends the browser home after a plain logout', async () => {
    const response = await app.inject({ method: 'GET', url: '/logout-server' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('sends the browser to the login page after a forced logout', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/logout-server?redirectToLogin=true',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });
});
