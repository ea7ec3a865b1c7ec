// Request and response schemas of the public account calls (issue 3).
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';
import { openObject, successEnvelope } from '../schemas.ts';

const tags = ['auth'];
const Issues = Type.Optional(Type.Array(Type.String()));

export const registerSchema = {
  summary:
    'Create an account; answers 201 with the new user, its apiToken, newUser: true and the ' +
    '`deviceId` sign-in answers carry (also set as the `questlog_device` cookie)',
  description:
    'Every refusal (rules, a taken username or e-mail) is a 400 with `errors: [{ param, message, value }]`.',
  tags,
  querystring: Type.Object({ groupInvite: Type.Optional(Type.String()) }),
  body: Type.Object({
    username: Type.String(),
    email: Type.String(),
    password: Type.String(),
    confirmPassword: Type.String(),
    /** Ours (issue 30): the browser's IANA zone; a name the server does not know is ignored. */
    timezone: Type.Optional(Type.String()),
  }),
  // The new user as GET /user presents it, with the sign-in fields the client keeps.
  response: {
    201: successEnvelope(
      openObject({ id: Type.String(), apiToken: Type.String(), newUser: Type.Literal(true) }),
    ),
  },
};

export const loginSchema = {
  summary: 'Sign in with a username or e-mail and a password',
  description:
    'Any wrong credential is one 401. Failures slow down per account and client: past the limit ' +
    'the answer is 429 with Retry-After. A success sets the `questlog_device` cookie and answers ' +
    'the same id as `deviceId`; sending it back (the cookie, or the `x-device-id` header) keeps ' +
    "this device's attempts apart from anyone else's.",
  tags,
  // Bounded like the fields they are looked up in (an e-mail is at most 254 characters), so an
  // 8 KB name never reaches the unique indexes nor a megabyte password the hasher.
  body: Type.Object({
    username: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 1024 }),
  }),
  response: {
    200: successEnvelope(
      Type.Object({
        id: Type.String(),
        apiToken: Type.String(),
        newUser: Type.Literal(false),
        username: Type.String(),
        email: Type.Union([Type.String(), Type.Null()]),
        deviceId: Type.String({
          description: "This device's id: send it back in `x-device-id` when signing in again",
        }),
      }),
    ),
  },
};

export const verifyUsernameSchema = {
  summary: 'Whether a username follows the rules and is free',
  tags,
  body: Type.Object({ username: Type.String() }),
  response: { 200: successEnvelope(Type.Object({ isUsable: Type.Boolean(), issues: Issues })) },
};

export const verifyDisplayNameSchema = {
  summary: 'Whether a display name follows the rules',
  tags,
  body: Type.Object({ displayName: Type.String() }),
  response: { 200: successEnvelope(Type.Object({ isUsable: Type.Boolean(), issues: Issues })) },
};

export const checkEmailSchema = {
  summary: 'Whether an e-mail address is valid and not used by an account',
  tags,
  body: Type.Object({ email: Type.String() }),
  response: {
    200: successEnvelope(
      Type.Object({
        valid: Type.Boolean(),
        email: Type.String(),
        error: Type.Optional(Type.String()),
      }),
    ),
  },
};

/** The auth routes. */
export const authApi = {
  login: apiRoute('POST', '/user/auth/local/login', loginSchema),
  register: apiRoute('POST', '/user/auth/local/register', registerSchema),
  verifyUsername: apiRoute('POST', '/user/auth/verify-username', verifyUsernameSchema),
  verifyDisplayName: apiRoute('POST', '/user/auth/verify-display-name', verifyDisplayNameSchema),
  checkEmail: apiRoute('POST', '/user/auth/check-email', checkEmailSchema),
};
