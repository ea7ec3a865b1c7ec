// Redeems an authorization code from Sign in with Apple for its ID token. Apple asks for a
// client secret: a short JWT (ES256) signed with the team's private key.
import { NotAuthorized } from '@questlog/core';
import { SignJWT, importPKCS8 } from 'jose';
import type { AppleSignInConfig } from '../../config.ts';

const SECRET_SECONDS = 5 * 60;

export async function redeemAppleCode(
  settings: AppleSignInConfig & { clientId: string },
  code: string,
  redirectUri: string,
  now: Date,
): Promise<string> {
  const { teamId, keyId, privateKey } = settings;
  if (!teamId || !keyId || !privateKey) {
    throw new NotAuthorized('appleCodeUnsupported', {
      message:
        'Sign-in with Apple needs an ID token here: this server has no Apple key to redeem a code.',
    });
  }
  const issuedAt = Math.floor(now.getTime() / 1000);
  const clientSecret = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: keyId })
    .setIssuer(teamId)
    .setSubject(settings.clientId)
    .setAudience(settings.issuers[0] ?? 'https://appleid.apple.com')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SECRET_SECONDS)
    .sign(await importPKCS8(privateKey, 'ES256'));
  const response = await fetch(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: settings.clientId,
      client_secret: clientSecret,
    }),
    signal: AbortSignal.timeout(5000),
  }).catch(() => undefined);
  const body = response?.ok
    ? ((await response.json().catch(() => undefined)) as { id_token?: unknown } | undefined)
    : undefined;
  if (typeof body?.id_token !== 'string') {
    throw new NotAuthorized('appleCodeRefused', {
      message: 'Apple did not accept the sign-in code. Please sign in again.',
    });
  }
  return body.id_token;
}
