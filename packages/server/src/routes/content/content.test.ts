import { CATALOGUE, CATALOGUE_FAMILY_NAMES } from '@questlog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';

interface ContentBody {
  success: boolean;
  data: Record<string, unknown> & {
    language: string;
    pets: Record<string, { egg: string; potion: string; text: string }>;
  };
}

describe.each(databasesUnderTest())('GET /content on $name', (database) => {
  let test: TestDatabase;
  let app: App;

  beforeAll(async () => {
    test = await database.open();
    app = buildTestApp(test.db);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it.each(['/api/v4/content', '/api/v3/content'])(
    '%s answers every family without a login, as many items as the core catalogue',
    async (url) => {
      const response = await get(url);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json() as ContentBody;
      expect(body.success).toBe(true);
      expect(body.data.language).toBe('en');
      for (const name of CATALOGUE_FAMILY_NAMES) {
        expect(Object.keys(body.data[name] as object), name).toHaveLength(
          CATALOGUE[name].items.length,
        );
      }
      expect(body.data.pets['Wolf-Base']).toMatchObject({ egg: 'Wolf', potion: 'Base' });
      expect(body.data.pets['Wolf-Base']?.text).toBeTruthy();
    },
  );

  it('answers English for a language the catalogue lacks', async () => {
    const english = await get('/api/v4/content?language=en');
    const unknown = await get('/api/v4/content?language=xx');

    expect(unknown.statusCode).toBe(200);
    expect((unknown.json() as ContentBody).data.language).toBe('en');
    expect(unknown.body).toBe(english.body);
    expect(unknown.headers.etag).toBe(english.headers.etag);
  });

  it('carries a strong ETag and a public cache lifetime', async () => {
    const response = await get('/api/v4/content');

    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a repeated request with its ETag 304 and no body', async () => {
    const first = await get('/api/v4/content');
    const etag = first.headers.etag as string;

    const again = await get('/api/v4/content', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const listed = await get('/api/v3/content', { 'if-none-match': `"other", W/${etag}` });
    expect(listed.statusCode).toBe(304);
  });

  it('answers in full when the ETag sent is not the current one', async () => {
    const response = await get('/api/v4/content', { 'if-none-match': '"stale"' });

    expect(response.statusCode).toBe(200);
    expect((response.json() as ContentBody).success).toBe(true);
  });

  it('refuses an over-long language with 400', async () => {
    const response = await get(`/api/v4/content?language=${'x'.repeat(21)}`);

    expect(response.statusCode).toBe(400);
  });
});
