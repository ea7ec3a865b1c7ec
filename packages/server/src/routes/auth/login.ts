// POST /user/auth/local/login (issue 3 server 1–3): a username or an e-mail. A success sets the
// device cookie (middleware/signInDevice.ts); the work is services/localSignIn.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { singleHeader } from '../../middleware/headers.ts';
import { attemptOriginOf, setDeviceCookie } from '../../middleware/signInDevice.ts';
import { signInLocally } from '../../services/localSignIn.ts';
import { authApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, authApi.login, async (request, reply) => {
    const signedIn = await signInLocally(app, {
      identifier: request.body.username.trim(),
      password: request.body.password,
      origin: attemptOriginOf(request),
      client: singleHeader(request, 'x-client') ?? null,
    });
    setDeviceCookie(request, reply, signedIn.deviceId);
    return reply.envelope({
      id: signedIn.userId,
      apiToken: signedIn.apiToken,
      newUser: false as const,
      username: signedIn.username,
      email: signedIn.email,
      deviceId: signedIn.deviceId,
    });
  });
};
