// Schemas of the forgotten-password calls.
import { Type } from 'typebox';
import { successEnvelope } from '../../middleware/envelope.ts';

const tags = ['auth'];
const Empty = Type.Object({});

export const forgotPasswordSchema = {
  summary: 'Mail a one-time link to set a new password',
  description: 'Always 200 with the same message, whether or not an account uses the address.',
  tags,
  body: Type.Object({ email: Type.String() }),
  response: { 200: successEnvelope(Empty) },
};

export const setNewPasswordSchema = {
  summary: "Set a new password with the mailed link's code; signs every device out",
  description: 'An unknown, used or expired code is a 400; so is a password that breaks the rules.',
  tags,
  body: Type.Object({
    code: Type.String({ minLength: 1 }),
    newPassword: Type.String(),
    confirmPassword: Type.String(),
  }),
  response: { 200: successEnvelope(Empty) },
};
