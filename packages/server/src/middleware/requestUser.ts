// The signed-in user of a request. Authentication (a later issue) sets `request.user`;
// the envelope then adds that user's notifications and version (userV) to every success.
import type { FastifyInstance } from 'fastify';

export interface UserNotification {
  id: string;
  type: string;
  data: unknown;
  seen: boolean;
}

export interface AuthenticatedUser {
  id: string;
  /** The user row's version: the `userV` clients compare to detect stale state. */
  version: number;
  notifications: UserNotification[];
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

export function registerRequestUser(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('dayAtSignIn', null);
}
