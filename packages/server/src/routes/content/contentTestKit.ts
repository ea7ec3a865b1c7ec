// What the /content tests share: an app on each database under test and a GET helper.
import type { LightMyRequestResponse } from 'fastify';
import type { DatabaseUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

export interface ContentKit {
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** Opens the app before the file's tests and closes it after them. */
export function useContentApp(database: DatabaseUnderTest): ContentKit {
  const t = useTestApp(database);
  return { get: (url, headers = {}) => t.app.inject({ method: 'GET', url, headers }) };
}
