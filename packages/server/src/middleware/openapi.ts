// Collects the route schemas into an OpenAPI 3 document (served by routes/openapi).
// Only /api/v4 is documented: /api/v3 runs the same handlers and would list every path twice.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export function registerOpenapi(app: FastifyInstance, appVersion: string): void {
  void app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Questlog API',
        description:
          'Every answer is `{ success, data, message?, notifications?, userV?, appVersion }`; ' +
          'errors are `{ success: false, error, message, errors? }`. Authenticated calls send ' +
          '`x-api-user` and `x-api-key`.',
        version: appVersion,
      },
    },
    transform: ({ schema, url }) => ({
      schema: url.startsWith('/api/v4/') ? schema : { ...schema, hide: true },
      url,
    }),
  });
}
