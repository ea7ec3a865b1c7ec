// Schemas of the signed-in account calls: password, e-mail, username, API token, DELETE /user.
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';
import { successEnvelope } from '../schemas.ts';

const tags = ['auth'];
const wrongPassword =
  'A wrong current password is a 401 (`wrongPassword`); a broken rule a 400 with `errors`.';

export const updatePasswordSchema = {
  summary: 'Change the password (needs the current one)',
  description: wrongPassword,
  tags,
  body: Type.Object({
    password: Type.String({ maxLength: 1024 }),
    newPassword: Type.String(),
    confirmPassword: Type.String(),
  }),
  response: { 200: successEnvelope(Type.Object({})) },
};

export const updateEmailSchema = {
  summary: 'Change the e-mail address (needs the password)',
  description: wrongPassword,
  tags,
  body: Type.Object({
    newEmail: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 1024 }),
  }),
  response: { 200: successEnvelope(Type.Object({ email: Type.String() })) },
};

export const updateUsernameSchema = {
  summary: 'Change the username (needs the password when the account has one)',
  description: wrongPassword,
  tags,
  body: Type.Object({
    username: Type.String(),
    password: Type.Optional(Type.String({ maxLength: 1024 })),
  }),
  response: { 200: successEnvelope(Type.Object({ username: Type.String() })) },
};

export const resetApiTokenSchema = {
  summary: 'Issue a new API token; every other token of the account stops working',
  tags,
  response: { 200: successEnvelope(Type.Object({ apiToken: Type.String() })) },
};

export const deleteUserSchema = {
  summary: "Delete the account and all of the player's data",
  description: 'Needs the password (`DELETE` for an account without one). ' + wrongPassword,
  tags,
  body: Type.Object({
    password: Type.String({ maxLength: 1024 }),
    feedback: Type.Optional(Type.String({ maxLength: 10_000 })),
  }),
  response: { 200: successEnvelope(Type.Object({})) },
};

/** The account routes. */
export const accountApi = {
  updatePassword: apiRoute('PUT', '/user/auth/update-password', updatePasswordSchema),
  updateEmail: apiRoute('PUT', '/user/auth/update-email', updateEmailSchema),
  updateUsername: apiRoute('PUT', '/user/auth/update-username', updateUsernameSchema),
  resetApiToken: apiRoute('POST', '/user/auth/reset-api-token', resetApiTokenSchema),
  deleteUser: apiRoute('DELETE', '/user', deleteUserSchema),
};
