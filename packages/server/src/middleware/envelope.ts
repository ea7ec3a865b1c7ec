// The success envelope of every JSON answer (docs/api-compatibility.md#requests-and-answers), built
// in one place: handlers `return reply.envelope(data, { message })` and declare
// `successEnvelope(DataSchema)`.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { UserNotification } from './requestUser.ts';

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  message?: string;
  notifications?: UserNotification[];
  userV?: number;
  /** Ours: the id POST /user/undo/:changeId takes, on the answer of an undoable change. */
  changeId?: string;
  appVersion: string;
}

export interface EnvelopeOptions {
  /** Human text shown by the client, e.g. "Bought Health Potion". */
  message?: string;
}

declare module 'fastify' {
  interface FastifyReply {
    envelope<T>(data: T, options?: EnvelopeOptions): SuccessEnvelope<T>;
  }
}

// The schemas are the shared contract's (core/api): one definition for server, web and OpenAPI.
export { successEnvelope, type SuccessEnvelopeOf } from '@questlog/core/api';

export function registerEnvelope(app: FastifyInstance, appVersion: string): void {
  app.decorateReply('envelope', function <
    T,
  >(this: FastifyReply, data: T, options: EnvelopeOptions = {}) {
    const user = this.request.user;
    return {
      success: true,
      data,
      ...(options.message !== undefined ? { message: options.message } : {}),
      ...(user ? { notifications: user.notifications, userV: user.version } : {}),
      ...(user?.changeId === undefined ? {} : { changeId: user.changeId }),
      appVersion,
    };
  });
}
