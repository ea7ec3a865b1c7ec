// The ServiceContext of a request: the app's database, clock and chance, acting as the signed-in
// user, with the client header kept in a player's admin history and the request's unseen
// Idempotency-Key (middleware/idempotency.ts). Routes build it; services take it.
import type { FastifyRequest } from 'fastify';
import { singleHeader } from '../middleware/headers.ts';
import { appContext, type ServiceContext } from '../services/serviceContext.ts';

export function requestContext(request: FastifyRequest): ServiceContext {
  return {
    ...appContext(request.server, request.user?.id),
    client: singleHeader(request, 'x-client') ?? null,
    ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
  };
}
