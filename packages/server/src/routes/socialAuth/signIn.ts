// What every social sign-in call reads from the request: its credentials (if sent), the ID token,
// the signed-in player and the client; the sign-in is services/socialSignIn/idTokenSignIn.ts.
import { BadRequest } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../../middleware/authenticate.ts';
import { singleHeader } from '../../middleware/headers.ts';
import { signInWithIdToken as signInWith } from '../../services/socialSignIn/idTokenSignIn.ts';
import type { SocialNetwork } from '../../services/socialSignIn/networks.ts';
import type { SocialSignIn } from '../../services/socialSignIn/socialAccounts.ts';

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
  return signInWith(request.server, {
    ...input,
    signedInUserId: request.user?.id,
    client: singleHeader(request, 'x-client') ?? null,
  });
}

export function presentSignIn(signIn: SocialSignIn) {
  return {
    id: signIn.userId,
    apiToken: signIn.apiToken,
    newUser: signIn.newUser,
    username: signIn.username,
  };
}
