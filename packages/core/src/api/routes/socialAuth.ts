// Request and response schemas of social sign-in (issue 3 server 5).
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';
import { successEnvelope } from '../schemas.ts';

const tags = ['auth'];
const Network = Type.Union([Type.Literal('google'), Type.Literal('apple')]);

const SignedIn = Type.Object({
  id: Type.String(),
  apiToken: Type.String(),
  newUser: Type.Boolean(),
  username: Type.String(),
});
const signedInResponse = { 200: successEnvelope(SignedIn), 201: successEnvelope(SignedIn) };

const refusals =
  'A network this server has not configured is 404. A token that fails verification (signature, ' +
  'issuer, audience, expiry) is 401. An e-mail already used by an account is 401 whose message ends ' +
  'in ": <email>", which the web client keeps as the social e-mail.';

export const socialSignInSchema = {
  summary: 'Sign in or register with a Google or Apple ID token; signed in, links it instead',
  description: `Answers 201 for a new account, else 200. ${refusals}`,
  tags,
  body: Type.Object({
    network: Network,
    // Only ID-token flows: an access token alone cannot be verified offline and is refused.
    authResponse: Type.Object({
      id_token: Type.Optional(Type.String()),
      access_token: Type.Optional(Type.String()),
    }),
    allowRegister: Type.Optional(Type.Boolean()),
    username: Type.Optional(Type.String()),
  }),
  response: signedInResponse,
};

export const socialNetworksSchema = {
  summary: 'Which social networks this server signs in with, and their public client ids',
  tags,
  response: {
    200: successEnvelope(
      Type.Object({
        google: Type.Object({
          enabled: Type.Boolean(),
          clientId: Type.Union([Type.String(), Type.Null()]),
        }),
        apple: Type.Object({
          enabled: Type.Boolean(),
          clientId: Type.Union([Type.String(), Type.Null()]),
          authorizationUrl: Type.String(),
        }),
      }),
    ),
  },
};

export const socialExchangeSchema = {
  summary: "Trade the one-time code of Apple's redirect for the player's id and a new apiToken",
  description: 'A code works once and for two minutes; otherwise 401.',
  tags,
  body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) }),
  response: signedInResponse,
};

export const detachSocialSchema = {
  summary: 'Detach a social network from the signed-in player',
  description:
    'Refused with 401 cantDetachSocial when it is the only way to sign in (no password, no other network).',
  tags,
  params: Type.Object({ network: Network }),
  response: { 200: successEnvelope(Type.Object({})) },
};

export const appleGetSchema = {
  summary: 'Sign in with Apple from an app: an ID token or an authorization code',
  description: `Answers like POST /user/auth/social. ${refusals}`,
  tags,
  querystring: Type.Object({
    allowRegister: Type.Optional(Type.String()),
    code: Type.Optional(Type.String()),
    id_token: Type.Optional(Type.String()),
    name: Type.Optional(Type.String()),
    username: Type.Optional(Type.String()),
  }),
  response: signedInResponse,
};

export const applePostSchema = {
  summary: "Sign in with Apple's form-post callback; redirects the browser to the web app",
  description:
    'Success: 303 to /login?socialCode=<one-time code>&state=<state>; the web app exchanges the code ' +
    'at POST /user/auth/social/exchange. Failure: 303 to /login?socialError=<key>&state=<state>.',
  tags,
  body: Type.Object({
    code: Type.Optional(Type.String()),
    id_token: Type.Optional(Type.String()),
    user: Type.Optional(Type.String()),
    state: Type.Optional(Type.String()),
    error: Type.Optional(Type.String()),
  }),
};

/** The socialAuth routes. */
export const socialAuthApi = {
  appleGet: apiRoute('GET', '/user/auth/apple', appleGetSchema),
  applePost: apiRoute('POST', '/user/auth/apple', applePostSchema),
  socialNetworks: apiRoute('GET', '/user/auth/social/networks', socialNetworksSchema),
  socialSignIn: apiRoute('POST', '/user/auth/social', socialSignInSchema),
  socialExchange: apiRoute('POST', '/user/auth/social/exchange', socialExchangeSchema),
  detachSocial: apiRoute('DELETE', '/user/auth/social/:network', detachSocialSchema),
};
