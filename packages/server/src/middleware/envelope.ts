// The success envelope of every JSON answer (api.md §2.1), built in one place:
// handlers `return reply.envelope(data, { message })` and declare `successEnvelope(DataSchema)`.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import type { UserNotification } from './requestUser.ts';

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  message?: string;
  notifications?: UserNotification[];
  userV?: number;
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

const Notification = Type.Object({
  id: Type.String(),
  type: Type.String(),
  data: Type.Unknown(),
  seen: Type.Boolean(),
});

/** The response schema of a success carrying `data` of the given schema. */
export function successEnvelope<T extends TSchema>(data: T) {
  return Type.Object({
    success: Type.Literal(true),
    data,
    message: Type.Optional(Type.String()),
    notifications: Type.Optional(Type.Array(Notification)),
    userV: Type.Optional(Type.Integer()),
    appVersion: Type.String(),
  });
}

export type SuccessEnvelopeOf<T extends TSchema> = Static<ReturnType<typeof successEnvelope<T>>>;

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
      appVersion,
    };
  });
}
