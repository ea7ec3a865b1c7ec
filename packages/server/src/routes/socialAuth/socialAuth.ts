// Social sign-in (issue 3 server 5): POST /user/auth/social with a Google or Apple ID token, the
// handover-code exchange after Apple's redirect, the list of networks this server has on, and
// detaching a network. Apple's own callbacks are in apple.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { runDueCron } from '../../middleware/dueCron.ts';
import { authenticate } from '../../middleware/authenticate.ts';
import { exchangeHandoverCode } from '../../services/socialSignIn/handoverCodes.ts';
import { isNetworkEnabled } from '../../services/socialSignIn/networks.ts';
import { detachSocialNetwork } from '../../services/socialSignIn/socialDetacher.ts';
import { signedInContext } from '../signedInContext.ts';
import { appleRoutes } from './apple.ts';
import { socialAuthApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';
import {
  authenticateWhenCredentialsSent,
  presentSignIn,
  requireIdToken,
  signInWithIdToken,
} from './signIn.ts';

export const socialAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, socialAuthApi.socialNetworks, async (_request, reply) => {
    const { google, apple } = app.config.socialSignIn;
    return reply.envelope({
      google: {
        enabled: isNetworkEnabled(app.config.socialSignIn, 'google'),
        clientId: google.clientId ?? null,
      },
      apple: {
        enabled: isNetworkEnabled(app.config.socialSignIn, 'apple'),
        clientId: apple.clientId ?? null,
        authorizationUrl: apple.authorizationUrl,
      },
    });
  });

  route(
    app,
    socialAuthApi.socialSignIn,
    { onRequest: authenticateWhenCredentialsSent },
    async (request, reply) => {
      const { network, authResponse, allowRegister, username } = request.body;
      const signIn = await signInWithIdToken(request, {
        network,
        idToken: requireIdToken(authResponse.id_token),
        allowRegister: allowRegister !== false,
        username,
      });
      reply.code(signIn.newUser ? 201 : 200);
      return reply.envelope(presentSignIn(signIn));
    },
  );

  route(app, socialAuthApi.socialExchange, async (request, reply) => {
    const signIn = await exchangeHandoverCode(app.db, request.body.code, app.clock.now());
    reply.code(signIn.newUser ? 201 : 200);
    return reply.envelope(presentSignIn(signIn));
  });

  route(
    app,
    socialAuthApi.detachSocial,
    { onRequest: authenticate, preHandler: runDueCron },
    async (request, reply) => {
      await detachSocialNetwork(signedInContext(request), request.params.network);
      return reply.envelope({});
    },
  );

  await app.register(appleRoutes);
};
