// The steps every social sign-in call shares: the network must be on, the ID token verified,
// then the account signed in, created or linked in one transaction.
import { BadRequest } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../../middleware/authenticate.ts';
import { singleHeader } from '../../middleware/headers.ts';
import { verifyIdToken } from '../../services/socialSignIn/idTokenVerifier.ts';
import { enabledNetwork, type SocialNetwork } from '../../services/socialSignIn/networks.ts';
import { signInSocially, type SocialSignIn } from '../../services/socialSignIn/socialAccounts.ts';

export interface SocialSignInInput {
  network: SocialNetwork;
  idToken: string | undefined;
  allowRegister: boolean;
  username?: string;
  name?: string;
}

/** With x-api-user/x-api-key the caller must be signed in correctly (401 otherwise). */
export async function authenticateWhenCredentialsSent(request: FastifyRequest): Promise<void> {
  if (request.headers['x-api-user'] !== undefined || request.headers['x-api-key'] !== undefined) {
    await authenticate(request);
  }
}

export function requireIdToken(idToken: string | undefined): string {
  if (!idToken) {
    throw new BadRequest('socialIdTokenMissing', {
      message:
        "Send the provider's ID token (authResponse.id_token); access tokens alone are not accepted.",
    });
  }
  return idToken;
}

export async function signInWithIdToken(
  request: FastifyRequest,
  input: SocialSignInInput & { idToken: string },
): Promise<SocialSignIn> {
  const { config, clock, db } = request.server;
  const settings = enabledNetwork(config.socialSignIn, input.network);
  const identity = await verifyIdToken(input.network, settings, input.idToken, clock.now());
  // A blocked e-mail address signs in no more than it registers.
  const refuseEmail = (email: string | null | undefined) =>
    request.server.blockers.refuseEmail(email, 'full');
  await refuseEmail(identity.email);
  return db.transaction((tx) =>
    signInSocially(tx, {
      identity,
      signedInUserId: request.user?.id,
      allowRegister: input.allowRegister,
      username: input.username,
      name: input.name,
      supportEmail: config.supportEmail,
      refuseEmail,
      client: singleHeader(request, 'x-client') ?? null,
      now: clock.now(),
    }),
  );
}

export function presentSignIn(signIn: SocialSignIn) {
  return {
    id: signIn.userId,
    apiToken: signIn.apiToken,
    newUser: signIn.newUser,
    username: signIn.username,
  };
}
