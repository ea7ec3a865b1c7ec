// The envelope of every JSON answer: a success carries `data`, the user's notifications and version
// when signed in, and the app version; an error carries the error's name, its message and, for bad
// input, the fields at fault.
import { Type, type Static, type TSchema } from 'typebox';

export const NotificationSchema = Type.Object({
  id: Type.String(),
  type: Type.String(),
  data: Type.Unknown(),
  seen: Type.Boolean(),
});
export type ApiNotification = Static<typeof NotificationSchema>;

/** The response schema of a success carrying `data` of the given schema. */
export function successEnvelope<T extends TSchema>(data: T) {
  return Type.Object({
    success: Type.Literal(true),
    data,
    message: Type.Optional(Type.String()),
    notifications: Type.Optional(Type.Array(NotificationSchema)),
    userV: Type.Optional(Type.Integer()),
    // Ours (not the original's): an undoable change's id, for POST /user/undo/:changeId.
    changeId: Type.Optional(Type.String({ format: 'uuid' })),
    appVersion: Type.String(),
  });
}

export type SuccessEnvelopeOf<T extends TSchema> = Static<ReturnType<typeof successEnvelope<T>>>;

export const ParamErrorSchema = Type.Object({
  param: Type.String(),
  message: Type.String(),
  value: Type.Optional(Type.Unknown()),
});

export const ErrorEnvelopeSchema = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Array(ParamErrorSchema)),
});
export type ApiErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;
