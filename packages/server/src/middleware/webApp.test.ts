import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../test/helpers/databases.ts';
import { buildTestApp } from '../../test/helpers/testApp.ts';
import type { App } from '../app.ts';

const INDEX_HTML = '<!doctype html><title>Questlog</title><div id="root"></div>';

describe.each(databasesUnderTest())('serving the web app on $name', (database) => {
  let test: TestDatabase;
  let webDist: string;
  let app: App;
  let appWithoutBuild: App;

  beforeAll(async () => {
    test = await database.open();
    webDist = await mkdtemp(join(tmpdir(), 'questlog-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(join(webDist, 'assets', 'main-3f9a1c.js'), 'console.log("questlog")');
    await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = buildTestApp(test.db, { webDist });
    appWithoutBuild = buildTestApp(test.db, { webDist: join(webDist, 'not-built') });
  });
  afterAll(async () => {
    await app.close();
    await appWithoutBuild.close();
    await test.drop();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/shops/market', '/anything/at/all?tab=2'])(
    'answers the page %s with index.html, never cached',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-3f9a1c.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("questlog")');
  });

  it('serves other files revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-000000.js' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'NotFound' });
  });

  it('keeps API paths out of the fallback', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v4/nothing-here' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'NotFound' });
  });

  it('answers other methods on page paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/login', payload: {} });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'NotFound' });
  });

  it('refuses to leave the web app folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/../../../../etc/passwd' });

    expect(response.body).not.toMatch(/root:/);
  });

  it('says how to build the web app when it is missing', async () => {
    const response = await appWithoutBuild.inject({ method: 'GET', url: '/login' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/not built/);
    expect(response.body).toMatch(/npm run build/);
  });

  it('still answers the API when the web app is missing', async () => {
    const response = await appWithoutBuild.inject({ method: 'GET', url: '/api/v4/status' });

    expect(response.statusCode).toBe(200);
  });
});
