import { generateKeyPair, exportPKCS8 } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, registerAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { startOidcProvider, type OidcProvider } from '../../../test/helpers/oidcProvider.ts';
import { buildTestApp, testConfig } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';
import { loadConfig, type SocialSignInConfig } from '../../config.ts';
import { createFixedClock, type Clock } from '../../services/clock.ts';

const GOOGLE_CLIENT = 'questlog-google-client';
const APPLE_CLIENT = 'questlog.apple.client';
const url = '/api/v4/user/auth/social';

interface SignedIn {
  id: string;
  apiToken: string;
  newUser: boolean;
  username: string;
}

describe.each(databasesUnderTest())('social sign-in on $name', (database) => {
  let test: TestDatabase;
  let app: App;
  let clock: Clock;
  let google: OidcProvider;
  let apple: OidcProvider;
  let subjects = 0;

  beforeAll(async () => {
    test = await database.open();
    clock = createFixedClock(new Date());
    [google, apple] = await Promise.all([startOidcProvider(), startOidcProvider()]);
    const appleKey = await generateKeyPair('ES256', { extractable: true });
    apple.expectClientSecretsFrom(appleKey.publicKey, APPLE_CLIENT, 'TEAM123');
    const defaults = testConfig().socialSignIn;
    const socialSignIn: SocialSignInConfig = {
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
    app = buildTestApp(test.db, { socialSignIn }, { clock });
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([google.close(), apple.close()]);
    await test.drop();
  });

  const newSubject = () => `subject-${(subjects += 1)}-${Math.random().toString(36).slice(2)}`;
  const googleToken = (claims: Record<string, unknown> = {}, options = {}) =>
    google.signIdToken(
      { sub: newSubject(), aud: GOOGLE_CLIENT, ...claims },
      { now: clock.now(), ...options },
    );
  const signIn = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const withGoogle = (idToken: string, extra: Record<string, unknown> = {}) =>
    signIn({ network: 'google', authResponse: { id_token: idToken }, ...extra });
  const asUser = (data: SignedIn) => ({ 'x-api-user': data.id, 'x-api-key': data.apiToken });

  describe('POST /user/auth/social', () => {
    it('creates an account on the first sign-in and signs the same one in the second time', async () => {
      const sub = newSubject();
      const token = await googleToken({
        sub,
        email: 'Grace.Hopper@Example.com',
        email_verified: true,
        name: 'Grace Hopper',
      });

      const first = await withGoogle(token);

      expect(first.statusCode, first.body).toBe(201);
      const created = dataOf<SignedIn>(first);
      expect(created).toMatchObject({ newUser: true, username: 'Grace_Hopper' });
      const user = await app.inject({
        method: 'GET',
        url: '/api/v4/user',
        headers: asUser(created),
      });
      expect(user.statusCode).toBe(200);
      expect(dataOf<{ profile: { name: string } }>(user).profile.name).toBe('Grace Hopper');
      const [credentials] = await test.db.query<{ email: string; password_hash: string | null }>(
        'SELECT email, password_hash FROM credentials WHERE user_id = $1',
        [created.id],
      );
      expect(credentials).toEqual({ email: 'grace.hopper@example.com', password_hash: null });

      const second = await withGoogle(await googleToken({ sub, name: 'Grace Hopper' }));

      expect(second.statusCode).toBe(200);
      expect(dataOf<SignedIn>(second)).toMatchObject({
        id: created.id,
        newUser: false,
        username: 'Grace_Hopper',
      });
      expect(dataOf<SignedIn>(second).apiToken).not.toBe(created.apiToken);
    });

    it('makes a derived username unique and takes a wanted one by the registration rules', async () => {
      const first = dataOf<SignedIn>(await withGoogle(await googleToken({ name: 'Émile Zola' })));
      const second = dataOf<SignedIn>(await withGoogle(await googleToken({ name: 'Émile Zola' })));
      const wanted = await withGoogle(await googleToken(), { username: 'ChosenOne' });
      const badWanted = await withGoogle(await googleToken(), { username: 'bad name!' });
      const takenWanted = await withGoogle(await googleToken(), { username: 'chosenone' });

      expect(first.username).toBe('Emile_Zola');
      expect(second.username).toMatch(/^Emile_Zola\d{4,5}$/);
      expect(dataOf<SignedIn>(wanted).username).toBe('ChosenOne');
      expect(badWanted.statusCode).toBe(400);
      expect(badWanted.json()).toMatchObject({
        errors: [{ param: 'username', value: 'bad name!' }],
      });
      expect(takenWanted.statusCode).toBe(400);
      expect(takenWanted.json().errors[0]).toMatchObject({ param: 'username', value: 'chosenone' });
    });

    it('refuses a new identity when allowRegister is false', async () => {
      const response = await withGoogle(await googleToken(), { allowRegister: false });

      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(
        'No account is linked to this Google account yet. Register first.',
      );
    });

    it.each([
      ['a wrong issuer', { iss: 'https://evil.example' }, {}, 'wrong iss'],
      ['a wrong audience', { aud: 'someone-else' }, {}, 'wrong aud'],
      ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }, {}, 'it has expired'],
      ['a bad signature', {}, { withForeignKey: true }, 'bad signature'],
    ])('answers %s with 401 and creates nothing', async (_case, claims, options, reason) => {
      const before = await test.db.query('SELECT 1 FROM social_identities');

      const response = await withGoogle(await googleToken(claims, options));

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: 'NotAuthorized',
        message: `The sign-in from Google could not be verified (${reason}).`,
      });
      expect(response.json().code).toBeUndefined();
      expect(await test.db.query('SELECT 1 FROM social_identities')).toHaveLength(before.length);
    });

    it('judges expiry by the server clock', async () => {
      const token = await googleToken();
      clock.jump(2 * 60 * 60_000);
      try {
        expect((await withGoogle(token)).statusCode).toBe(401);
      } finally {
        clock.jump(-2 * 60 * 60_000);
      }
      expect((await withGoogle(token)).statusCode).toBe(201);
    });

    it('refuses garbage and an access token without an ID token', async () => {
      const garbage = await withGoogle('not.a.jwt');
      const accessOnly = await signIn({ network: 'google', authResponse: { access_token: 'abc' } });
      const unknownNetwork = await signIn({ network: 'facebook', authResponse: { id_token: 'x' } });

      expect(garbage.statusCode).toBe(401);
      expect(accessOnly.statusCode).toBe(400);
      expect(accessOnly.json().message).toMatch(/authResponse\.id_token/);
      expect(unknownNetwork.statusCode).toBe(400);
    });

    it('refuses an e-mail that an account already uses, with the e-mail after ": " (seed 000 §8 step 3)', async () => {
      const local = await registerAccount(app, { email: 'taken.social@example.com' });

      const response = await withGoogle(
        await googleToken({ email: 'Taken.Social@example.com', email_verified: true }),
      );

      expect(response.statusCode).toBe(401);
      const { message } = response.json<{ message: string }>();
      expect(message.slice(message.indexOf(': ') + 2)).toBe('taken.social@example.com');
      expect(message.indexOf(': ')).toBe(message.lastIndexOf(': '));
      const linked = await test.db.query('SELECT 1 FROM social_identities WHERE user_id = $1', [
        local.id,
      ]);
      expect(linked).toHaveLength(0);
    });

    it('keeps an unverified e-mail off the new account', async () => {
      const response = await withGoogle(
        await googleToken({ email: 'unverified@example.com', email_verified: false }),
      );

      const [credentials] = await test.db.query<{ email: string | null }>(
        'SELECT email FROM credentials WHERE user_id = $1',
        [dataOf<SignedIn>(response).id],
      );
      expect(credentials!.email).toBeNull();
    });

    it('links the identity to the signed-in player, who then signs in with it', async () => {
      const ada = await registerAccount(app);
      const sub = newSubject();

      const linked = await withGoogle(await googleToken({ sub }), {});
      const viaHeaders = await app.inject({
        method: 'POST',
        url,
        headers: ada.headers,
        payload: {
          network: 'google',
          authResponse: { id_token: await googleToken({ sub: newSubject() }) },
        },
      });
      expect(linked.statusCode).toBe(201); // another player's account, created without headers

      expect(viaHeaders.statusCode).toBe(200);
      expect(dataOf<SignedIn>(viaHeaders)).toMatchObject({
        id: ada.id,
        newUser: false,
        username: ada.username,
      });
      const [identity] = await test.db.query<{ sub: string }>(
        "SELECT subject AS sub FROM social_identities WHERE user_id = $1 AND network = 'google'",
        [ada.id],
      );
      const again = await withGoogle(await googleToken({ sub: identity!.sub }));
      expect(dataOf<SignedIn>(again)).toMatchObject({ id: ada.id, newUser: false });
    });

    it("refuses to link another player's identity, a second identity of a network, or wrong credentials", async () => {
      const ada = await registerAccount(app);
      const sub = newSubject();
      const owner = dataOf<SignedIn>(await withGoogle(await googleToken({ sub })));
      const link = async (headers: Record<string, string>, subject: string) =>
        signIn(
          { network: 'google', authResponse: { id_token: await googleToken({ sub: subject }) } },
          headers,
        );

      const others = await link(ada.headers, sub);
      await link(ada.headers, newSubject());
      const second = await link(ada.headers, newSubject());
      const wrongKey = await link({ 'x-api-user': ada.id, 'x-api-key': 'wrong' }, newSubject());

      expect(others.statusCode).toBe(401);
      expect(others.json().message).toBe(
        'This Google account is already linked to another player.',
      );
      expect(second.statusCode).toBe(401);
      expect(second.json().message).toMatch(/already linked to you/);
      expect(wrongKey.statusCode).toBe(401);
      expect(wrongKey.json().code).toBe('invalid_credentials');
      const owned = await test.db.query(
        'SELECT user_id FROM social_identities WHERE subject = $1',
        [sub],
      );
      expect(owned).toEqual([{ user_id: owner.id }]);
    });

    it('answers two simultaneous first sign-ins of one identity without a 500, with one account', async () => {
      const sub = newSubject();
      const tokens = await Promise.all([googleToken({ sub }), googleToken({ sub })]);

      const responses = await Promise.all(tokens.map((token) => withGoogle(token)));

      const statuses = responses.map((response) => response.statusCode).sort();
      expect([
        [200, 201],
        [201, 401],
      ]).toContainEqual(statuses);
      const owners = await test.db.query(
        'SELECT user_id FROM social_identities WHERE subject = $1',
        [sub],
      );
      expect(owners).toHaveLength(1);
    });

    it('refuses a suspended account', async () => {
      const sub = newSubject();
      const player = dataOf<SignedIn>(await withGoogle(await googleToken({ sub })));
      await test.db.query('UPDATE credentials SET blocked = true WHERE user_id = $1', [player.id]);

      const response = await withGoogle(await googleToken({ sub }));

      expect(response.statusCode).toBe(401);
      expect(response.json().message).toContain(player.id);
    });
  });

  describe('DELETE /user/auth/social/:network', () => {
    const detach = (network: string, headers: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: `${url}/${network}`, headers });

    it('refuses to detach the only way to sign in (cantDetachSocial)', async () => {
      const player = dataOf<SignedIn>(await withGoogle(await googleToken()));

      const response = await detach('google', asUser(player));

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'NotAuthorized' });
      expect(response.json().message).toMatch(/only way to sign in/);
      const rows = await test.db.query('SELECT 1 FROM social_identities WHERE user_id = $1', [
        player.id,
      ]);
      expect(rows).toHaveLength(1);
    });

    it('detaches when the player has a password or another network', async () => {
      const ada = await registerAccount(app);
      await signIn(
        { network: 'google', authResponse: { id_token: await googleToken() } },
        ada.headers,
      );
      const sub = newSubject();
      const both = dataOf<SignedIn>(await withGoogle(await googleToken({ sub })));
      const appleToken = await apple.signIdToken(
        { sub: newSubject(), aud: APPLE_CLIENT },
        { now: clock.now() },
      );
      await signIn({ network: 'apple', authResponse: { id_token: appleToken } }, asUser(both));

      const withPassword = await detach('google', ada.headers);
      const withApple = await detach('google', asUser(both));
      const lastOne = await detach('apple', asUser(both));
      const notLinked = await detach('google', ada.headers);

      expect(withPassword.statusCode).toBe(200);
      expect(withApple.statusCode).toBe(200);
      expect(lastOne.statusCode).toBe(401);
      expect(notLinked.statusCode).toBe(404);
      const relinked = await withGoogle(await googleToken({ sub }));
      expect(dataOf<SignedIn>(relinked).id).not.toBe(both.id); // the old identity now means a new account
    });

    it('needs credentials', async () => {
      const response = await detach('google', {});

      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('invalid_credentials');
    });
  });

  describe('Sign in with Apple', () => {
    const appleToken = (claims: Record<string, unknown> = {}) =>
      apple.signIdToken({ sub: newSubject(), aud: APPLE_CLIENT, ...claims }, { now: clock.now() });
    const formPost = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v4/user/auth/apple',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const redirectOf = (response: { headers: Record<string, unknown> }) =>
      new URL(String(response.headers.location), 'http://questlog.test');
    const exchange = (code: string) =>
      app.inject({ method: 'POST', url: `${url}/exchange`, payload: { code } });

    it('form post: signs in, redirects with a one-time code (no token), the web exchanges it once', async () => {
      const user = JSON.stringify({
        name: { firstName: 'Ada', lastName: 'Lovelace' },
        email: 'x@y.z',
      });
      const response = await formPost({ id_token: await appleToken(), user, state: 'abc_123' });

      expect(response.statusCode).toBe(303);
      const location = redirectOf(response);
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('state')).toBe('abc_123');
      const code = location.searchParams.get('socialCode')!;
      expect(code).toMatch(/^[\w-]{40,}$/);
      expect(String(response.headers.location)).not.toMatch(/apiToken|key/i);

      const exchanged = await exchange(code);
      expect(exchanged.statusCode).toBe(201);
      const data = dataOf<SignedIn>(exchanged);
      expect(data).toMatchObject({ newUser: true, username: 'Ada_Lovelace' });
      const me = await app.inject({ method: 'GET', url: '/api/v4/user', headers: asUser(data) });
      expect(me.statusCode).toBe(200);
      const tokens = await test.db.query('SELECT 1 FROM api_tokens WHERE user_id = $1', [data.id]);
      expect(tokens).toHaveLength(1); // the callback's own token was never handed out, and is gone

      expect((await exchange(code)).statusCode).toBe(401);
    });

    it('form post: a code expires after two minutes', async () => {
      const response = await formPost({ id_token: await appleToken() });
      const code = redirectOf(response).searchParams.get('socialCode')!;
      clock.jump(2 * 60_000 + 1);
      try {
        const late = await exchange(code);
        expect(late.statusCode).toBe(401);
        expect(late.json().message).toMatch(/expired or was already used/);
      } finally {
        clock.jump(-(2 * 60_000 + 1));
      }
    });

    it('form post: redeems an authorization code at Apple with a signed client secret', async () => {
      const code = apple.issueCode(await appleToken());

      const response = await formPost({ code, state: 's1' });

      const socialCode = redirectOf(response).searchParams.get('socialCode');
      expect(socialCode).toBeTruthy();
      expect((await exchange(socialCode!)).statusCode).toBe(201);
      const reused = await formPost({ code });
      expect(redirectOf(reused).searchParams.get('socialError')).toBe('appleCodeRefused');
    });

    it('form post: failures come back as a key, the taken e-mail as socialEmail', async () => {
      await registerAccount(app, { email: 'apple.taken@example.com' });

      const taken = redirectOf(
        await formPost({
          id_token: await appleToken({ email: 'apple.taken@example.com', email_verified: 'true' }),
          state: 's2',
        }),
      );
      const forged = redirectOf(await formPost({ id_token: await appleToken({ aud: 'not-us' }) }));
      const cancelled = redirectOf(
        await formPost({ error: 'user_cancelled_authorize', state: 'bad state!' }),
      );

      expect(Object.fromEntries(taken.searchParams)).toEqual({
        state: 's2',
        socialError: 'socialEmailTaken',
        socialEmail: 'apple.taken@example.com',
      });
      expect(Object.fromEntries(forged.searchParams)).toEqual({
        socialError: 'invalidSocialToken',
      });
      expect(Object.fromEntries(cancelled.searchParams)).toEqual({ socialError: 'appleCancelled' });
    });

    it('GET answers apps with JSON, from an ID token or a code, and honours allowRegister', async () => {
      const sub = newSubject();
      const get = (query: Record<string, string>) =>
        app.inject({
          method: 'GET',
          url: `/api/v4/user/auth/apple?${new URLSearchParams(query).toString()}`,
        });

      const refused = await get({ id_token: await appleToken({ sub }), allowRegister: 'false' });
      const created = await get({ id_token: await appleToken({ sub }), name: 'Mary Somerville' });
      const viaCode = await get({ code: apple.issueCode(await appleToken({ sub })) });
      const nothing = await get({});

      expect(refused.statusCode).toBe(401);
      expect(created.statusCode).toBe(201);
      expect(dataOf<SignedIn>(created).username).toBe('Mary_Somerville');
      expect(viaCode.statusCode).toBe(200);
      expect(dataOf<SignedIn>(viaCode).id).toBe(dataOf<SignedIn>(created).id);
      expect(nothing.statusCode).toBe(400);
    });
  });

  it('GET /user/auth/social/networks tells the web app what is on', async () => {
    const response = await app.inject({ method: 'GET', url: `${url}/networks` });

    expect(dataOf(response)).toEqual({
      google: { enabled: true, clientId: GOOGLE_CLIENT },
      apple: {
        enabled: true,
        clientId: APPLE_CLIENT,
        authorizationUrl: 'https://appleid.apple.com/auth/authorize',
      },
    });
  });
});

describe.each(databasesUnderTest())('social sign-in switched off on $name', (database) => {
  let test: TestDatabase;
  let app: App;

  beforeAll(async () => {
    test = await database.open();
    app = buildTestApp(test.db);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  it('answers 404 with a clear message for a network without a client id', async () => {
    const google = await app.inject({
      method: 'POST',
      url,
      payload: { network: 'google', authResponse: { id_token: 'whatever' } },
    });
    const appleGet = await app.inject({ method: 'GET', url: '/api/v4/user/auth/apple?id_token=x' });
    const applePost = await app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/apple',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id_token=x',
    });
    const networks = await app.inject({ method: 'GET', url: `${url}/networks` });

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
    const response = await app.inject({
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
