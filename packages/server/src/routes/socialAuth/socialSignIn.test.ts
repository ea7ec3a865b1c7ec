import { describe, expect, it } from 'vitest';
import { dataOf, registerAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused } from '../../../test/helpers/groupCalls.ts';
import {
  APPLE_CLIENT,
  GOOGLE_CLIENT,
  socialUrl,
  useSocialSignIn,
  type SignedIn,
} from '../../../test/helpers/socialSignInFixture.ts';

describe.each(databasesUnderTest())('social sign-in on $name', (database) => {
  const fx = useSocialSignIn(database);

  describe('POST /user/auth/social', () => {
    it('creates an account on the first sign-in and signs the same one in the second time', async () => {
      const sub = fx.newSubject();
      const token = await fx.googleToken({
        sub,
        email: 'Grace.Hopper@Example.com',
        email_verified: true,
        name: 'Grace Hopper',
      });

      const first = await fx.withGoogle(token);

      expect(first.statusCode, first.body).toBe(201);
      const created = dataOf<SignedIn>(first);
      expect(created).toMatchObject({ newUser: true, username: 'Grace_Hopper' });
      const user = await fx.app.inject({
        method: 'GET',
        url: '/api/v4/user',
        headers: fx.asUser(created),
      });
      expect(user.statusCode).toBe(200);
      expect(dataOf<{ profile: { name: string } }>(user).profile.name).toBe('Grace Hopper');
      const [credentials] = await fx.app.db.query<{ email: string; password_hash: string | null }>(
        'SELECT email, password_hash FROM credentials WHERE user_id = $1',
        [created.id],
      );
      expect(credentials).toEqual({ email: 'grace.hopper@example.com', password_hash: null });

      const second = await fx.withGoogle(await fx.googleToken({ sub, name: 'Grace Hopper' }));

      expect(second.statusCode).toBe(200);
      expect(dataOf<SignedIn>(second)).toMatchObject({
        id: created.id,
        newUser: false,
        username: 'Grace_Hopper',
      });
      expect(dataOf<SignedIn>(second).apiToken).not.toBe(created.apiToken);

      // Each sign-in is on the audit trail with its client.
      const third = await fx.signIn(
        { network: 'google', authResponse: { id_token: await fx.googleToken({ sub }) } },
        { 'x-client': 'questlog-android' },
      );
      expect(third.statusCode, third.body).toBe(200);
      const signIns = await fx.app.db.query<{ payload: Record<string, unknown> }>(
        `SELECT payload FROM events WHERE type = 'account.signedIn' AND user_id = $1 ORDER BY id`,
        [created.id],
      );
      expect(signIns.map((row) => row.payload)).toEqual([
        { method: 'google', client: null },
        { method: 'google', client: 'questlog-android' },
      ]);
    });

    it("refuses an e-mail address staff blocked, the token's or the linked account's (403 emailBlocked)", async () => {
      const sub = fx.newSubject();
      const first = await fx.withGoogle(
        await fx.googleToken({ sub, email: 'Mallory@Example.com', email_verified: true }),
      );
      expect(first.statusCode, first.body).toBe(201);
      await fx.app.db.query(
        `INSERT INTO blockers (type, value) VALUES ('email', 'mallory@example.com')`,
      );
      fx.app.blockers.invalidate();
      try {
        for (const claims of [
          { sub, email: 'mallory@example.com', email_verified: true },
          // No e-mail in the token: the linked account's address is checked.
          { sub },
          { sub: fx.newSubject(), email: 'MALLORY@example.com', email_verified: true },
        ]) {
          expectRefused(await fx.withGoogle(await fx.googleToken(claims)), 403, 'emailBlocked');
        }
      } finally {
        await fx.app.db.query(
          `UPDATE blockers SET disabled = true WHERE value = 'mallory@example.com'`,
        );
        fx.app.blockers.invalidate();
      }
      expect((await fx.withGoogle(await fx.googleToken({ sub }))).statusCode).toBe(200);
    });

    it('makes a derived username unique and takes a wanted one by the registration rules', async () => {
      const first = dataOf<SignedIn>(
        await fx.withGoogle(await fx.googleToken({ name: 'Émile Zola' })),
      );
      const second = dataOf<SignedIn>(
        await fx.withGoogle(await fx.googleToken({ name: 'Émile Zola' })),
      );
      const wanted = await fx.withGoogle(await fx.googleToken(), { username: 'ChosenOne' });
      const badWanted = await fx.withGoogle(await fx.googleToken(), { username: 'bad name!' });
      const takenWanted = await fx.withGoogle(await fx.googleToken(), { username: 'chosenone' });

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
      const response = await fx.withGoogle(await fx.googleToken(), { allowRegister: false });

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
      const before = await fx.app.db.query('SELECT 1 FROM social_identities');

      const response = await fx.withGoogle(await fx.googleToken(claims, options));

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: 'NotAuthorized',
        message: `The sign-in from Google could not be verified (${reason}).`,
      });
      expect(response.json().code).toBeUndefined();
      expect(await fx.app.db.query('SELECT 1 FROM social_identities')).toHaveLength(before.length);
    });

    it('judges expiry by the server clock', async () => {
      const token = await fx.googleToken();
      fx.clock.jump(2 * 60 * 60_000);
      try {
        expect((await fx.withGoogle(token)).statusCode).toBe(401);
      } finally {
        fx.clock.jump(-2 * 60 * 60_000);
      }
      expect((await fx.withGoogle(token)).statusCode).toBe(201);
    });

    it('refuses garbage and an access token without an ID token', async () => {
      const garbage = await fx.withGoogle('not.a.jwt');
      const accessOnly = await fx.signIn({
        network: 'google',
        authResponse: { access_token: 'abc' },
      });
      const unknownNetwork = await fx.signIn({
        network: 'facebook',
        authResponse: { id_token: 'x' },
      });

      expect(garbage.statusCode).toBe(401);
      expect(accessOnly.statusCode).toBe(400);
      expect(accessOnly.json().message).toMatch(/authResponse\.id_token/);
      expect(unknownNetwork.statusCode).toBe(400);
    });

    it('refuses an e-mail that an account already uses, with the e-mail after ": "', async () => {
      const local = await registerAccount(fx.app, { email: 'taken.social@example.com' });

      const response = await fx.withGoogle(
        await fx.googleToken({ email: 'Taken.Social@example.com', email_verified: true }),
      );

      expect(response.statusCode).toBe(401);
      const { message } = response.json<{ message: string }>();
      expect(message.slice(message.indexOf(': ') + 2)).toBe('taken.social@example.com');
      expect(message.indexOf(': ')).toBe(message.lastIndexOf(': '));
      const linked = await fx.app.db.query('SELECT 1 FROM social_identities WHERE user_id = $1', [
        local.id,
      ]);
      expect(linked).toHaveLength(0);
    });

    it('keeps an unverified e-mail off the new account', async () => {
      const response = await fx.withGoogle(
        await fx.googleToken({ email: 'unverified@example.com', email_verified: false }),
      );

      const [credentials] = await fx.app.db.query<{ email: string | null }>(
        'SELECT email FROM credentials WHERE user_id = $1',
        [dataOf<SignedIn>(response).id],
      );
      expect(credentials!.email).toBeNull();
    });

    it('links the identity to the signed-in player, who then signs in with it', async () => {
      const ada = await registerAccount(fx.app);
      const sub = fx.newSubject();

      const linked = await fx.withGoogle(await fx.googleToken({ sub }), {});
      const viaHeaders = await fx.app.inject({
        method: 'POST',
        url: socialUrl,
        headers: ada.headers,
        payload: {
          network: 'google',
          authResponse: { id_token: await fx.googleToken({ sub: fx.newSubject() }) },
        },
      });
      expect(linked.statusCode).toBe(201); // another player's account, created without headers

      expect(viaHeaders.statusCode).toBe(200);
      expect(dataOf<SignedIn>(viaHeaders)).toMatchObject({
        id: ada.id,
        newUser: false,
        username: ada.username,
      });
      const [identity] = await fx.app.db.query<{ sub: string }>(
        "SELECT subject AS sub FROM social_identities WHERE user_id = $1 AND network = 'google'",
        [ada.id],
      );
      const again = await fx.withGoogle(await fx.googleToken({ sub: identity!.sub }));
      expect(dataOf<SignedIn>(again)).toMatchObject({ id: ada.id, newUser: false });
    });

    it("refuses to link another player's identity, a second identity of a network, or wrong credentials", async () => {
      const ada = await registerAccount(fx.app);
      const sub = fx.newSubject();
      const owner = dataOf<SignedIn>(await fx.withGoogle(await fx.googleToken({ sub })));
      const link = async (headers: Record<string, string>, subject: string) =>
        fx.signIn(
          { network: 'google', authResponse: { id_token: await fx.googleToken({ sub: subject }) } },
          headers,
        );

      const others = await link(ada.headers, sub);
      await link(ada.headers, fx.newSubject());
      const second = await link(ada.headers, fx.newSubject());
      const wrongKey = await link({ 'x-api-user': ada.id, 'x-api-key': 'wrong' }, fx.newSubject());

      expect(others.statusCode).toBe(401);
      expect(others.json().message).toBe(
        'This Google account is already linked to another player.',
      );
      expect(second.statusCode).toBe(401);
      expect(second.json().message).toMatch(/already linked to you/);
      expect(wrongKey.statusCode).toBe(401);
      expect(wrongKey.json().code).toBe('invalid_credentials');
      const owned = await fx.app.db.query(
        'SELECT user_id FROM social_identities WHERE subject = $1',
        [sub],
      );
      expect(owned).toEqual([{ user_id: owner.id }]);
    });

    it('answers two simultaneous first sign-ins of one identity without a 500, with one account', async () => {
      const sub = fx.newSubject();
      const tokens = await Promise.all([fx.googleToken({ sub }), fx.googleToken({ sub })]);

      const responses = await Promise.all(tokens.map((token) => fx.withGoogle(token)));

      const statuses = responses.map((response) => response.statusCode).sort();
      expect([
        [200, 201],
        [201, 401],
      ]).toContainEqual(statuses);
      const owners = await fx.app.db.query(
        'SELECT user_id FROM social_identities WHERE subject = $1',
        [sub],
      );
      expect(owners).toHaveLength(1);
    });

    it('refuses a suspended account', async () => {
      const sub = fx.newSubject();
      const player = dataOf<SignedIn>(await fx.withGoogle(await fx.googleToken({ sub })));
      await fx.app.db.query('UPDATE credentials SET blocked = true WHERE user_id = $1', [
        player.id,
      ]);

      const response = await fx.withGoogle(await fx.googleToken({ sub }));

      expect(response.statusCode).toBe(401);
      expect(response.json().message).toContain(player.id);
    });
  });

  it('GET /user/auth/social/networks tells the web app what is on', async () => {
    const response = await fx.app.inject({ method: 'GET', url: `${socialUrl}/networks` });

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
