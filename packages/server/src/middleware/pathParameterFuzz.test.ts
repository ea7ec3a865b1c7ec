// Every documented route, every path parameter, hostile values: a NUL, a lone surrogate and an id far
// longer than any we issue. The route list comes from the OpenAPI document, so a new route is
// walked without touching this file. Whatever a route makes of the value, the answer is the
// caller's mistake (4xx), never a 5xx. One app and one signed-in player (with every staff right,
// so staff routes get past their guard) serve the whole walk.
import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/helpers/databases.ts';
import { useTestApp } from '../../test/helpers/useTestApp.ts';

const HOSTILE_VALUES = {
  NUL: '%00',
  'NUL inside': 'a%00b',
  'lone surrogate': '\ud800',
  'encoded lone surrogate': '%ED%A0%80',
  'over-long id': 'f'.repeat(99),
  'over-long uuid-like id': `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(80)}`,
} as const;

// A stand-in for the parameters not under test, so the route is reached: the first value a
// parameter's schema lists (a direction, a type), else an id of the right shape.
const ORDINARY_ID = '00000000-0000-4000-8000-000000000001';

interface ParameterSchema {
  enum?: string[];
  anyOf?: ParameterSchema[];
}

interface Operation {
  parameters?: { in: string; name: string; schema?: ParameterSchema }[];
}

interface OpenapiDocument {
  paths: Record<string, Record<string, Operation>>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

interface Probe {
  method: Method;
  url: string;
}

function ordinaryValue(schema: ParameterSchema | undefined): string {
  return schema?.enum?.[0] ?? (schema?.anyOf ? ordinaryValue(schema.anyOf[0]) : ORDINARY_ID);
}

/** One probe per (route, method, path parameter, hostile value). */
function probesOf(document: OpenapiDocument): Probe[] {
  const probes: Probe[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = (operation.parameters ?? []).filter(
        (parameter) => parameter.in === 'path',
      );
      for (const fuzzed of parameters) {
        for (const value of Object.values(HOSTILE_VALUES)) {
          const url = path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
            name === fuzzed.name
              ? value
              : ordinaryValue(parameters.find((parameter) => parameter.name === name)?.schema),
          );
          probes.push({ method: method.toUpperCase() as Method, url });
        }
      }
    }
  }
  return probes;
}

describe.each(databasesUnderTest())(
  'hostile path parameters on every route on $name',
  (database) => {
    const t = useTestApp(database, { staff: { staff: { fullAccess: true } } });

    it('walks the routes of the OpenAPI document (the score route among them)', async () => {
      const document = (await t.app.inject({ method: 'GET', url: '/api/v4/openapi.json' })).json();
      const probes = probesOf(document as OpenapiDocument);
      expect(probes).toContainEqual({ method: 'POST', url: '/api/v4/tasks/%00/score/up' });
      expect(probes).toContainEqual({ method: 'POST', url: '/api/v4/tasks/a%00b/score/up' });
      expect(probes.length).toBeGreaterThan(300);
    });

    it.each(['/api/v4/tasks/%00/score/up', '/api/v4/tasks/a%00b/score/down'])(
      'refuses POST %s with a 400 before authentication reads the task',
      async (url) => {
        const response = await t.app.inject({ method: 'POST', url, headers: t.staff.headers });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'BadRequest',
          errors: [{ param: 'params.taskId' }],
        });
      },
    );

    it('answers no 5xx to any of them', async () => {
      const document = (await t.app.inject({ method: 'GET', url: '/api/v4/openapi.json' })).json();
      const failures: string[] = [];
      for (const { method, url } of probesOf(document as OpenapiDocument)) {
        const response = await t.app.inject({
          method,
          url,
          headers: t.staff.headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        if (response.statusCode >= 500) {
          failures.push(`${method} ${url}: ${response.statusCode} ${response.body}`);
        }
      }
      expect(failures).toEqual([]);
    });
  },
);
