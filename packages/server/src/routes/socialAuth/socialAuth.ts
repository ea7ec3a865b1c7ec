// Social sign-in (issue 3 server 5): POST /user/auth/social with a Google or Apple ID token, the
// handover-code exchange after Apple's redirect, the list of networks this server has on, and
// detaching a network. Apple's own callbacks are in apple.ts.
import { NotAuthorized, NotFound } from '@questlog/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { runDueCron } from '../../middleware/dueCron.ts';
import { authenticate } from '../../middleware/authenticate.ts';
import { redeemHandoverCode } from '../../services/socialSignIn/handoverCodes.ts';
import { NETWORK_NAMES, isNetworkEnabled } from '../../services/socialSignIn/networks.ts';
import { changeUser } from '../changeUser.ts';
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
    const now = app.clock.now();
    const signIn = await app.db.transaction((tx) => redeemHandoverCode(tx, request.body.code, now));
    reply.code(signIn.newUser ? 201 : 200);
    return reply.envelope(presentSignIn(signIn));
  });

  route(
    app,
    socialAuthApi.detachSocial,
    { onRequest: authenticate, preHandler: runDueCron },
    async (request, reply) => {
      const { network } = request.params;
      await changeUser(request, async ({ tx, user }) => {
        const identities = await tx.query<{ network: string }>(
          'SELECT network FROM social_identities WHERE user_id = $1',
          [user.row.id],
        );
        if (!identities.some((identity) => identity.network === network)) {
          throw new NotFound('socialNotLinked', {
            message: `No ${NETWORK_NAMES[network]} account is linked to you.`,
          });
        }
        const hasPassword = Boolean(user.credentials?.password_hash);
        if (!hasPassword && identities.length === 1) {
          throw new NotAuthorized('cantDetachSocial', {
            message: `${NETWORK_NAMES[network]} is your only way to sign in. Set a password or link another network before detaching it.`,
          });
        }
        await tx.query('DELETE FROM social_identities WHERE user_id = $1 AND network = $2', [
          user.row.id,
          network,
        ]);
      });
      return reply.envelope({});
    },
  );

  await app.register(appleRoutes);
};
