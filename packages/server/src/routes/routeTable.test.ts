// The route table (@questlog/core/api) is the API: every route the server serves under /api/v4 and
// /api/v3 is an entry of the table, registered with the entry's own schema, and every entry is
// served under both prefixes.
import { apiTables, type ApiRoute } from '@questlog/core/api';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import type { TestDatabase } from '../../test/helpers/databases.ts';
import { buildTestApp } from '../../test/helpers/testApp.ts';
import { API_PREFIXES } from './api.ts';

const entries: ApiRoute[] = Object.values(apiTables).flatMap((table) =>
  Object.values(table as Record<string, ApiRoute>),
);
const keyOf = (method: string, url: string) => `${method} ${url}`;

describe('the route table', () => {
  let test: TestDatabase;
  const served: RouteOptions[] = [];

  beforeAll(async () => {
    test = await databasesUnderTest()[0]!.open();
    // Debug routes too: they are entries of the table, registered only when asked for.
    const app = buildTestApp(test.db, { debugRoutes: true });
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!methods.includes('HEAD')) served.push(route);
    });
    await app.ready();
    await app.close();
  });
  afterAll(async () => {
    await test?.drop();
  });

  it('has each route once', () => {
    const keys = entries.map((entry) => keyOf(entry.method, entry.url));
    expect(keys.length).toBeGreaterThan(190);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds every route the server serves under /api/v4 and /api/v3, with its schema', () => {
    const byKey = new Map(entries.map((entry) => [keyOf(entry.method, entry.url), entry]));
    const apiRoutes = served.filter((route) =>
      API_PREFIXES.some((prefix) => route.url.startsWith(`${prefix}/`)),
    );
    expect(apiRoutes.length).toBe(entries.length * API_PREFIXES.length);
    for (const route of apiRoutes) {
      const prefix = API_PREFIXES.find((candidate) => route.url.startsWith(`${candidate}/`))!;
      const key = keyOf(String(route.method), route.url.slice(prefix.length));
      const entry = byKey.get(key);
      expect(entry, `${key} is in the table`).toBeDefined();
      expect(route.schema, `${key} has the table's schema`).toBe(entry!.schema);
    }
  });

  it('has every entry served under both prefixes', () => {
    const servedKeys = new Set(served.map((route) => keyOf(String(route.method), route.url)));
    for (const entry of entries) {
      for (const prefix of API_PREFIXES) {
        expect(servedKeys, `${entry.method} ${prefix}${entry.url}`).toContain(
          keyOf(entry.method, `${prefix}${entry.url}`),
        );
      }
    }
  });
});
