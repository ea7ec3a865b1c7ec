// What the /content tests share: an app on each database under test and a GET helper.
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseUnderTest, TestDatabase } from '../../../test/helpers/databases.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app.ts';

export interface ContentKit {
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** Opens the app before the file's tests and closes it after them. */
export function useContentApp(database: DatabaseUnderTest): ContentKit {
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

  return { get: (url, headers = {}) => app.inject({ method: 'GET', url, headers }) };
}
