import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

const rootManifest = JSON.parse(
  readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8'),
) as { version: string };

describe.each(databasesUnderTest())('GET /status on $name', (database) => {
  const t = useTestApp(database);

  it.each(['/api/v4/status', '/api/v3/status'])('%s answers up in the envelope', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'up' },
      appVersion: rootManifest.version,
    });
  });

  it('starts the envelope with success and data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v4/status' });

    expect(Object.keys(response.json() as object)).toEqual(['success', 'data', 'appVersion']);
  });
});
