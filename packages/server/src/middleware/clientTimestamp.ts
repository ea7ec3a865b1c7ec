// `x-client-timestamp`: when the client made the change it sends (the web's outbox sends it with
// every queued change, docs/api-compatibility.md, "When a change counts"). A malformed value is a
// 400 as the request arrives, before authentication or the day boundary can change anything; a
// readable one rides on the request, and the services that date what they write (scoring) pass
// it to core's actionTime, which takes it only where the rules can place it.
import { BadRequest, formatMessage, parseClientTimestamp } from '@questlog/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { singleHeader } from './headers.ts';

export const CLIENT_TIMESTAMP_HEADER = 'x-client-timestamp';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's `x-client-timestamp`, when it sent one. */
    clientTimestamp: Date | undefined;
  }
}

export function registerClientTimestamp(app: FastifyInstance): void {
  app.decorateRequest('clientTimestamp', undefined);
  app.addHook('onRequest', async (request) => {
    request.clientTimestamp = readClientTimestamp(request);
  });
}

function readClientTimestamp(request: FastifyRequest): Date | undefined {
  const header = singleHeader(request, CLIENT_TIMESTAMP_HEADER);
  try {
    return parseClientTimestamp(header);
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error;
    const message = formatMessage('invalidClientTimestamp');
    const errors = [{ param: CLIENT_TIMESTAMP_HEADER, message, value: header }];
    throw new BadRequest('invalidClientTimestamp', { errors });
  }
}
