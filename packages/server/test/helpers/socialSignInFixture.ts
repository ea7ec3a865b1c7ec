// An app with Google and Apple sign-in pointed at two local OpenID providers on loopback, a fixed
// clock, and the small helpers the social sign-in tests share.
import type { LightMyRequestResponse } from 'fastify';
import { exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app.ts';
import type { SocialSignInConfig } from '../../src/config.ts';
import { createFixedClock, type Clock } from '../../src/services/clock.ts';
import type { DatabaseUnderTest } from './databases.ts';
import { startOidcProvider, type OidcProvider } from './oidcProvider.ts';
import { testConfig } from './testApp.ts';
import { useTestApp } from './useTestApp.ts';

export const GOOGLE_CLIENT = 'questlog-google-client';
export const APPLE_CLIENT = 'questlog.apple.client';
export const socialUrl = '/api/v4/user/auth/social';

export interface SignedIn {
  id: string;
  apiToken: string;
  newUser: boolean;
  username: string;
}

export interface SocialSignInFixture {
  app: App;
  clock: Clock;
  google: OidcProvider;
  apple: OidcProvider;
  newSubject(): string;
  googleToken(claims?: Record<string, unknown>, options?: object): Promise<string>;
  signIn(
    payload: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  withGoogle(idToken: string, extra?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  asUser(data: SignedIn): Record<string, string>;
}

/**
 * Registers the hooks in the calling describe: the providers start and the app opens on the
 * database under test before its tests; the fixture's fields are set by then.
 */
export function useSocialSignIn(database: DatabaseUnderTest): SocialSignInFixture {
  const clock = createFixedClock(new Date());
  const providers = {} as { google: OidcProvider; apple: OidcProvider };
  let socialSignIn: SocialSignInConfig;
  beforeAll(async () => {
    const [google, apple] = await Promise.all([startOidcProvider(), startOidcProvider()]);
    Object.assign(providers, { google, apple });
    const appleKey = await generateKeyPair('ES256', { extractable: true });
    apple.expectClientSecretsFrom(appleKey.publicKey, APPLE_CLIENT, 'TEAM123');
    const defaults = testConfig().socialSignIn;
    socialSignIn = {
      google: { clientId: GOOGLE_CLIENT, issuers: [google.issuer], jwksUrl: google.jwksUrl },
      apple: {
        ...defaults.apple,
        clientId: APPLE_CLIENT,
        issuers: [apple.issuer],
        jwksUrl: apple.jwksUrl,
        tokenUrl: apple.tokenUrl,
        teamId: 'TEAM123',
        keyId: 'KEY123',
        privateKey: await exportPKCS8(appleKey.privateKey),
      },
    };
  });
  afterAll(() => Promise.all([providers.google?.close(), providers.apple?.close()]));
  const t = useTestApp(database, { config: () => ({ socialSignIn }), clock });

  let subjects = 0;
  const newSubject = () => `subject-${(subjects += 1)}-${Math.random().toString(36).slice(2)}`;
  const signIn = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: socialUrl, payload, headers });
  return {
    get app() {
      return t.app;
    },
    clock,
    get google() {
      return providers.google;
    },
    get apple() {
      return providers.apple;
    },
    newSubject,
    googleToken: (claims = {}, options = {}) =>
      providers.google.signIdToken(
        { sub: newSubject(), aud: GOOGLE_CLIENT, ...claims },
        { now: clock.now(), ...options },
      ),
    signIn,
    withGoogle: (idToken, extra = {}) =>
      signIn({ network: 'google', authResponse: { id_token: idToken }, ...extra }),
    asUser: (data) => ({ 'x-api-user': data.id, 'x-api-key': data.apiToken }),
  };
}
