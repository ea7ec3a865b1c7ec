import { describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { socialUrl } from '../../../test/helpers/socialSignInFixture.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { loadConfig } from '../../config.ts';

describe.each(databasesUnderTest())('social sign-in switched off on $name', (database) => {
  const t = useTestApp(database);

  it('answers 404 with a clear message for a network without a client id', async () => {
    const google = await t.app.inject({
      method: 'POST',
      url: socialUrl,
      payload: { network: 'google', authResponse: { id_token: 'whatever' } },
    });
    const appleGet = await t.app.inject({
      method: 'GET',
      url: '/api/v4/user/auth/apple?id_token=x',
    });
    const applePost = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/apple',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id_token=x',
    });
    const networks = await t.app.inject({ method: 'GET', url: `${socialUrl}/networks` });

    expect(google.statusCode).toBe(404);
    expect(google.json()).toMatchObject({
      error: 'NotFound',
      message: 'Sign-in with Google is not enabled on this server.',
    });
    expect(appleGet.statusCode).toBe(404);
    expect(applePost.statusCode).toBe(303);
    expect(String(applePost.headers.location)).toBe('/login?socialError=socialNetworkDisabled');
    expect(
      dataOf<{ google: { enabled: boolean }; apple: { enabled: boolean } }>(networks),
    ).toMatchObject({
      google: { enabled: false },
      apple: { enabled: false },
    });
  });

  it('reads form bodies only on the Apple callback', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/local/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });

    expect(response.statusCode).toBe(415);
  });
});

describe('social sign-in settings', () => {
  it('are off by default, with the providers’ published endpoints', () => {
    const { google, apple } = loadConfig({}).socialSignIn;

    expect(google).toEqual({
      clientId: undefined,
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
    expect(apple).toMatchObject({
      clientId: undefined,
      issuers: ['https://appleid.apple.com'],
      jwksUrl: 'https://appleid.apple.com/auth/keys',
      tokenUrl: 'https://appleid.apple.com/auth/token',
    });
  });

  it('read the client ids, issuers, key URLs and the Apple key from the environment', () => {
    const { google, apple } = loadConfig({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_ISSUER: 'https://idp.example',
      GOOGLE_JWKS_URL: 'https://idp.example/keys',
      APPLE_CLIENT_ID: 'a',
      APPLE_ISSUER: 'https://apple.example, https://apple2.example',
      APPLE_JWKS_URL: 'https://apple.example/keys',
      APPLE_TEAM_ID: 'T',
      APPLE_KEY_ID: 'K',
      APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    }).socialSignIn;

    expect(google).toEqual({
      clientId: 'g',
      issuers: ['https://idp.example'],
      jwksUrl: 'https://idp.example/keys',
    });
    expect(apple).toMatchObject({
      clientId: 'a',
      issuers: ['https://apple.example', 'https://apple2.example'],
      jwksUrl: 'https://apple.example/keys',
      teamId: 'T',
      keyId: 'K',
      privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    });
  });
});
