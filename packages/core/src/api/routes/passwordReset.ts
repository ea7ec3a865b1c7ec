// Schemas of the forgotten-password calls.
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';
import { successEnvelope } from '../schemas.ts';

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

/** The passwordReset routes. */
export const passwordResetApi = {
  forgotPassword: apiRoute('POST', '/user/reset-password', forgotPasswordSchema),
  setNewPassword: apiRoute('POST', '/user/auth/reset-password-set-new-one', setNewPasswordSchema),
};
