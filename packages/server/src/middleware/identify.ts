// Routes open to everyone (GET /members/:id needs no authentication) still know a
// signed-in caller when credentials come along, e.g. to show a moderator more. Credentials that
// fail are ignored, never refused: the call answers as it would to a visitor.
import { ApiError } from '@questlog/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from './authenticate.ts';

async function identify(request: FastifyRequest): Promise<void> {
  if (request.headers['x-api-user'] === undefined) return;
  try {
    await authenticate(request);
  } catch (error) {
    // Wrong or suspended credentials, a bad timezone header: a visitor's answer.
    if (!(error instanceof ApiError)) throw error;
    request.user = null;
  }
}

/** A route plugin's calls need no sign-in, but see the caller when they are signed in. */
export function identifyUser(app: FastifyInstance): void {
  app.addHook('onRequest', identify);
}
