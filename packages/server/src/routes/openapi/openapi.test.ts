import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

interface DataSchema {
  required: string[];
  properties: Record<string, unknown>;
}

interface OpenapiDocument {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

describe.each(databasesUnderTest())('GET /openapi.json on $name', (database) => {
  const t = useTestApp(database, { config: { appVersion: '1.2.3' } });

  it.each(['/api/v4/openapi.json', '/api/v3/openapi.json'])(
    '%s documents the v4 routes with their response schemas',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      const document = response.json() as OpenapiDocument;
      expect(document.openapi).toMatch(/^3\./);
      expect(document.info.version).toBe('1.2.3');
      expect(document.paths['/api/v4/status']?.get?.responses).toHaveProperty('200');
    },
  );

  it("documents the shared contract's shapes: GET /user's user, a score's flat stats", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v4/openapi.json' });

    const { paths } = response.json() as OpenapiDocument;
    const dataOf = (path: string, method: string) => {
      const answer = paths[path]?.[method]?.responses['200'] as {
        content: { 'application/json': { schema: { properties: { data: DataSchema } } } };
      };
      return answer.content['application/json'].schema.properties.data;
    };
    const user = dataOf('/api/v4/user', 'get');
    expect(user.required).toEqual(expect.arrayContaining(['_id', 'id', '_v', 'preferences']));
    expect(Object.keys(user.properties)).toEqual(
      expect.arrayContaining(['stats', 'items', 'balance', 'tasksOrder', 'needsCron']),
    );
    const score = dataOf('/api/v4/tasks/{taskId}/score/{direction}', 'post');
    expect(score.required).toEqual(expect.arrayContaining(['delta', '_tmp', 'hp', 'gp', 'exp']));
  });

  it('lists neither the v3 alias nor itself', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v4/openapi.json' });

    const paths = Object.keys((response.json() as OpenapiDocument).paths);
    expect(paths.filter((path) => path.startsWith('/api/v3'))).toEqual([]);
    expect(paths).not.toContain('/api/v4/openapi.json');
  });
});
