// Security headers on every kind of answer, compression of the API and the web app's files, and
// an access log without the password-reset code (issue 13 points 6 and 7).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { noDatabase } from '../../test/helpers/noDatabase.ts';
import { testConfig } from '../../test/helpers/testApp.ts';

const INDEX_HTML = `<!doctype html><title>Questlog</title><script type="module" src="/assets/index-3f9a1c.js"></script>${' '.repeat(2000)}`;
const SCRIPT = `console.log(${JSON.stringify('questlog '.repeat(500))});`;

describe('answers of the server', () => {
  let webDist: string;
  let app: ReturnType<typeof buildApp>;
  const logLines: string[] = [];

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'questlog-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(join(webDist, 'assets', 'index-3f9a1c.js'), SCRIPT);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    app = buildApp({
      db: noDatabase,
      config: testConfig({ webDist }),
      logger: { level: 'info', stream },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each([
    ['an API answer', '/api/v4/status'],
    ['an API error', '/api/v4/no-such-call'],
    ['a page', '/login'],
    ['a hashed asset', '/assets/index-3f9a1c.js'],
  ])('sends the security headers with %s', async (_case, url) => {
    const response = await app.inject({ method: 'GET', url });

    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
    const policy = String(response.headers['content-security-policy']);
    const directives = new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it.each([
    ['gzip', (body: Buffer) => gunzipSync(body)],
    ['br', (body: Buffer) => brotliDecompressSync(body)],
  ])('compresses API answers with %s', async (encoding, decompress) => {
    const plain = await app.inject({ method: 'GET', url: '/api/v4/content' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/v4/content',
      headers: { 'accept-encoding': encoding },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decompress(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends answers uncompressed to clients that do not ask', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v4/content' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: true });
  });

  it('compresses hashed assets and keeps them cached for a year', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('compresses index.html and has it revalidated', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/reset-password?code=page-code',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('keeps the password-reset code out of the access log', async () => {
    const code = 'Sup3rSecretResetCode';
    logLines.length = 0;

    await app.inject({ method: 'GET', url: `/reset-password?lang=en&code=${code}` });

    const log = logLines.join('');
    expect(log).toContain('/reset-password?lang=en&code=[redacted]');
    expect(log).not.toContain(code);
  });
});
