// The Idempotency-Key header on a signed-in player's changing calls (POST, PUT, PATCH, DELETE;
// docs/api-compatibility.md, "Retrying a change"). After authentication, validation and the due
// day boundary, a key seen before answers what it answered then (422 if it named another request,
// 409 while that one is still being answered); a new key rides on the request's ServiceContext
// (routes/requestContext.ts) so the request's first player change claims it in its own
// transaction; the answer is stored on the key as it is sent. A call without the header is
// handled as it always was.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { StoredAnswer } from '../db/repositories/idempotencyKeys.ts';
import type { IdempotencyClaim } from '../services/idempotency/idempotencyClaim.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  parseIdempotencyKey,
  requestFingerprint,
} from '../services/idempotency/idempotencyKey.ts';
import {
  examineKey,
  isClaimConflict,
  keepAnswer,
  type KeyedRequest,
} from '../services/idempotency/keyedRequests.ts';
import { singleHeader } from './headers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's new Idempotency-Key, until its answer is stored (null: none, or seen). */
    idempotencyKey: IdempotencyClaim | null;
  }
}

/** Questlog's own: `true` on an answer sent again for a key seen before. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The headers of an answer a client needs again on a replay (the rest are the server's own). */
const KEPT_HEADERS = ['content-type', 'location'];

export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyKey', null);
  app.addHook('onRoute', (route) => {
    if (!isChanging(route.method)) return;
    // A route's own pre-handler runs after the plugin's (authentication's day boundary first).
    route.preHandler = [...asList(route.preHandler), examineIdempotencyKey];
    route.handler = answeringClaimConflicts(route.handler);
  });
  // Added directly, so it runs before compression's hook and sees the JSON text.
  app.addHook('onSend', async (request, reply, payload) => {
    await keepKeyedAnswer(request, reply, payload);
    return payload;
  });
}

async function examineIdempotencyKey(request: FastifyRequest, reply: FastifyReply) {
  const header = singleHeader(request, IDEMPOTENCY_KEY_HEADER);
  if (header === undefined || !request.user) return;
  const claim = {
    userId: request.user.id,
    key: parseIdempotencyKey(header),
    fingerprint: requestFingerprint(request.method, request.url, request.body),
  };
  const seen = await examineKey(request.server.db, claim, request.server.clock.now());
  if (seen.kind === 'fresh') {
    request.idempotencyKey = { ...claim, claimed: false };
    return;
  }
  return answerSeenKey(reply, seen);
}

/**
 * A concurrent request with the same key committed its change first: this one's change was
 * rolled back by the claim's primary key. It answers as a later retry would.
 */
function answeringClaimConflicts(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request, reply) {
    try {
      return await handler.call(this, request, reply);
    } catch (error) {
      const claim = request.idempotencyKey;
      if (!claim || !isClaimConflict(error)) throw error;
      request.idempotencyKey = null;
      const seen = await examineKey(request.server.db, claim, request.server.clock.now());
      return answerSeenKey(reply, seen.kind === 'fresh' ? { kind: 'inProgress' } : seen);
    }
  };
}

function answerSeenKey(reply: FastifyReply, seen: Exclude<KeyedRequest, { kind: 'fresh' }>) {
  switch (seen.kind) {
    case 'replay':
      return reply
        .code(seen.answer.status)
        .headers(seen.answer.headers)
        .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
        .send(seen.answer.body);
    case 'mismatch':
      return refuse(reply, 422, 'UnprocessableEntity', 'idempotency_key_reused', KEY_REUSED);
    case 'inProgress':
      return refuse(reply, 409, 'Conflict', 'idempotency_key_in_progress', IN_PROGRESS);
    case 'answerLost':
      return refuse(reply, 409, 'Conflict', 'idempotency_answer_lost', ANSWER_LOST);
  }
}

const KEY_REUSED =
  'This Idempotency-Key was used for another request (another address or body). Use a new key.';
const IN_PROGRESS =
  'A request with this Idempotency-Key is still being answered. Send it again in a moment.';
const ANSWER_LOST =
  'A request with this Idempotency-Key was applied, but its answer was lost. Read the current state instead of sending it again.';

function refuse(reply: FastifyReply, status: number, error: string, code: string, text: string) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, error, message: text, code });
}

async function keepKeyedAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = request.idempotencyKey;
  if (!claim) return;
  request.idempotencyKey = null;
  const answer: StoredAnswer = {
    status: reply.statusCode,
    headers: keptHeaders(reply),
    body: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload.toString() : '',
  };
  try {
    await keepAnswer(request.server.db, claim, answer, request.server.clock.now());
  } catch (error) {
    // The change stands; a retry will hear 409 instead of the answer, never apply it twice.
    request.log.error({ err: error }, 'the answer of an Idempotency-Key was not stored');
  }
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) kept[name] = String(value);
  }
  return kept;
}

function isChanging(method: RouteOptions['method']): boolean {
  return (Array.isArray(method) ? method : [method]).some((m) => CHANGING_METHODS.has(m));
}

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
