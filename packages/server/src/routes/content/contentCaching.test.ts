// GET /content's caching and negotiation: strong ETags and 304, the stored gzip when the client
// takes it, `?language=` falling back to English.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useContentApp } from './contentTestKit.ts';

describe.each(databasesUnderTest())('GET /content caching on $name', (database) => {
  const { get } = useContentApp(database);

  it('carries a strong ETag, a public cache lifetime and the served language', async () => {
    const response = await get('/api/v4/content');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['content-language']).toBe('en');
    expect(response.headers['content-encoding']).toBeUndefined();
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
    expect((response.json() as { success: boolean }).success).toBe(true);
  });

  it('sends the same document gzip-compressed, with its own ETag, when the client takes gzip', async () => {
    const plain = await get('/api/v4/content');
    const zipped = await get('/api/v4/content', { 'accept-encoding': 'br;q=1, gzip;q=0.8' });

    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);

    const revalidated = await get('/api/v4/content', {
      'accept-encoding': 'gzip',
      'if-none-match': zipped.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('sends the plain JSON when gzip is refused with q=0', async () => {
    const response = await get('/api/v4/content', { 'accept-encoding': 'gzip;q=0, identity' });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect((response.json() as { success: boolean }).success).toBe(true);
  });

  it('answers English for a language the catalogue lacks', async () => {
    const english = await get('/api/v4/content?language=en');
    const unknown = await get('/api/v4/content?language=xx');

    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['content-language']).toBe('en');
    expect(unknown.body).toBe(english.body);
    expect(unknown.headers.etag).toBe(english.headers.etag);
  });

  it('refuses an over-long language with 400', async () => {
    const response = await get(`/api/v4/content?language=${'x'.repeat(21)}`);

    expect(response.statusCode).toBe(400);
  });
});
