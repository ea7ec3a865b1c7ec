import { describe, expect, it } from 'vitest';
import { dataOf, registerAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import {
  APPLE_CLIENT,
  socialUrl,
  useSocialSignIn,
  type SignedIn,
} from '../../../test/helpers/socialSignInFixture.ts';

describe.each(databasesUnderTest())('Sign in with Apple on $name', (database) => {
  const fx = useSocialSignIn(database);

  describe('Sign in with Apple', () => {
    const appleToken = (claims: Record<string, unknown> = {}) =>
      fx.apple.signIdToken(
        { sub: fx.newSubject(), aud: APPLE_CLIENT, ...claims },
        { now: fx.clock.now() },
      );
    const formPost = (fields: Record<string, string>) =>
      fx.app.inject({
        method: 'POST',
        url: '/api/v4/user/auth/apple',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const redirectOf = (response: { headers: Record<string, unknown> }) =>
      new URL(String(response.headers.location), 'http://questlog.test');
    const exchange = (code: string) =>
      fx.app.inject({ method: 'POST', url: `${socialUrl}/exchange`, payload: { code } });

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
      const me = await fx.app.inject({
        method: 'GET',
        url: '/api/v4/user',
        headers: fx.asUser(data),
      });
      expect(me.statusCode).toBe(200);
      const tokens = await fx.app.db.query('SELECT 1 FROM api_tokens WHERE user_id = $1', [
        data.id,
      ]);
      expect(tokens).toHaveLength(1); // the callback's own token was never handed out, and is gone

      expect((await exchange(code)).statusCode).toBe(401);
    });

    it('form post: a code expires after two minutes', async () => {
      const response = await formPost({ id_token: await appleToken() });
      const code = redirectOf(response).searchParams.get('socialCode')!;
      fx.clock.jump(2 * 60_000 + 1);
      try {
        const late = await exchange(code);
        expect(late.statusCode).toBe(401);
        expect(late.json().message).toMatch(/expired or was already used/);
      } finally {
        fx.clock.jump(-(2 * 60_000 + 1));
      }
    });

    it('form post: redeems an authorization code at Apple with a signed client secret', async () => {
      const code = fx.apple.issueCode(await appleToken());

      const response = await formPost({ code, state: 's1' });

      const socialCode = redirectOf(response).searchParams.get('socialCode');
      expect(socialCode).toBeTruthy();
      expect((await exchange(socialCode!)).statusCode).toBe(201);
      const reused = await formPost({ code });
      expect(redirectOf(reused).searchParams.get('socialError')).toBe('appleCodeRefused');
    });

    it('form post: failures come back as a key, the taken e-mail as socialEmail', async () => {
      await registerAccount(fx.app, { email: 'apple.taken@example.com' });

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
      const sub = fx.newSubject();
      const get = (query: Record<string, string>) =>
        fx.app.inject({
          method: 'GET',
          url: `/api/v4/user/auth/apple?${new URLSearchParams(query).toString()}`,
        });

      const refused = await get({ id_token: await appleToken({ sub }), allowRegister: 'false' });
      const created = await get({ id_token: await appleToken({ sub }), name: 'Mary Somerville' });
      const viaCode = await get({ code: fx.apple.issueCode(await appleToken({ sub })) });
      const nothing = await get({});

      expect(refused.statusCode).toBe(401);
      expect(created.statusCode).toBe(201);
      expect(dataOf<SignedIn>(created).username).toBe('Mary_Somerville');
      expect(viaCode.statusCode).toBe(200);
      expect(dataOf<SignedIn>(viaCode).id).toBe(dataOf<SignedIn>(created).id);
      expect(nothing.statusCode).toBe(400);
    });
  });
});
