// Verifies a provider's ID token (a JWT signed RS256) against the provider's published keys:
// signature, issuer, audience (our client id) and expiry, with time read from the server's clock.
import { NotAuthorized } from '@questlog/core';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { SocialNetworkConfig } from '../../config.ts';
import { NETWORK_NAMES, type SocialNetwork } from './networks.ts';

export interface SocialIdentity {
  network: SocialNetwork;
  /** The provider's stable account id (`sub`). */
  subject: string;
  /** Lower-cased; undefined when the token has none. */
  email: string | undefined;
  isEmailVerified: boolean;
  /** The person's name when the token carries one (Google does; Apple does not). */
  name: string | undefined;
}

/** A few minutes of clock difference between us and the provider are tolerated. */
const CLOCK_TOLERANCE_SECONDS = 60;

// One key set per URL for the whole process: jose caches the keys and refetches them when a
// token names a key it has not seen (the provider rotated its keys).
const keySets = new Map<string, JWTVerifyGetKey>();

function keySetOf(jwksUrl: string): JWTVerifyGetKey {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
    keySets.set(jwksUrl, keySet);
  }
  return keySet;
}

export async function verifyIdToken(
  network: SocialNetwork,
  settings: SocialNetworkConfig & { clientId: string },
  idToken: string,
  now: Date,
): Promise<SocialIdentity> {
  try {
    const { payload } = await jwtVerify(idToken, keySetOf(settings.jwksUrl), {
      algorithms: ['RS256'],
      issuer: settings.issuers,
      audience: settings.clientId,
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    // Apple sends `email_verified` as the string "true".
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    return {
      network,
      subject: payload.sub!,
      email: email || undefined,
      isEmailVerified: email !== '' && verified,
      name:
        typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : undefined,
    };
  } catch (error) {
    throw new NotAuthorized('invalidSocialToken', {
      message: `The sign-in from ${NETWORK_NAMES[network]} could not be verified (${describe(error)}).`,
    });
  }
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return 'it has expired';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return `wrong ${String((error as { claim?: unknown }).claim)}`;
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JWKS_NO_MATCHING_KEY':
      return 'bad signature';
    case 'ERR_JWKS_TIMEOUT':
      return 'the provider did not answer';
    default:
      return "not a valid token, or the provider's keys could not be read";
  }
}
