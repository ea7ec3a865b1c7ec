// The signed-in user of a request. Authentication (a later issue) sets `request.user`;
// the envelope then adds that user's notifications and version (userV) to every success.
import type { FastifyInstance } from 'fastify';
import type { StoredUser } from '../db/repositories/users.ts';

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
  /** The player's `preferences.language`: the language of the answer's messages. */
  language?: string;
  /** The request's undoable change, once committed: the answer's `changeId` (docs/undo.md). */
  changeId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    /**
     * The player as authentication read it, for routes with `config.preloadsPlayer`: an
     * optimistic change starts from it instead of reading the row again (its version check
     * still guards the write). Cleared by any change the request makes.
     */
    playerSnapshot: StoredUser | null;
  }
  interface FastifyContextConfig {
    /** Authentication reads the whole player row too (see `playerSnapshot`). */
    preloadsPlayer?: boolean;
    /** With preloadsPlayer: the route parameter naming a task of the player read with it. */
    preloadsTask?: string;
  }
}

export function registerRequestUser(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('dayAtSignIn', null);
  app.decorateRequest('playerSnapshot', null);
}
