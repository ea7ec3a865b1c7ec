// The SignedInContext of a request: its ServiceContext, and changeUser bound to it, for services
// that change the signed-in player (services/signedInContext.ts).
import type { FastifyRequest } from 'fastify';
import type { SignedInContext } from '../services/signedInContext.ts';
import { changeUser } from './changeUser.ts';
import { requestContext } from './requestContext.ts';

export function signedInContext(request: FastifyRequest): SignedInContext {
  return {
    ...requestContext(request),
    changeActor: (work, options) => changeUser(request, work, options),
  };
}
