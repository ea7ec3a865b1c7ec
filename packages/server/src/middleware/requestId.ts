// Every request gets an id for the logs: the caller's `x-request-id` when it is a sane token
// (so a proxy's id follows the request), else a fresh UUID. The id is echoed in the response.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// Anything else (too long, spaces, control characters) could forge or garble log lines.
const SAFE_REQUEST_ID = /^[\w.:@-]{1,128}$/;

export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
