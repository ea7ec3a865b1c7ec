import { describe, expect, it } from 'vitest';
import { dataOf, registerAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import {
  APPLE_CLIENT,
  socialUrl,
  useSocialSignIn,
  type SignedIn,
} from '../../../test/helpers/socialSignInFixture.ts';

describe.each(databasesUnderTest())('detaching a social network on $name', (database) => {
  const fx = useSocialSignIn(database);

  describe('DELETE /user/auth/social/:network', () => {
    const detach = (network: string, headers: Record<string, string>) =>
      fx.app.inject({ method: 'DELETE', url: `${socialUrl}/${network}`, headers });

    it('refuses to detach the only way to sign in (cantDetachSocial)', async () => {
      const player = dataOf<SignedIn>(await fx.withGoogle(await fx.googleToken()));

      const response = await detach('google', fx.asUser(player));

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'NotAuthorized' });
      expect(response.json().message).toMatch(/only way to sign in/);
      const rows = await fx.app.db.query('SELECT 1 FROM social_identities WHERE user_id = $1', [
        player.id,
      ]);
      expect(rows).toHaveLength(1);
    });

    it('detaches when the player has a password or another network', async () => {
      const ada = await registerAccount(fx.app);
      await fx.signIn(
        { network: 'google', authResponse: { id_token: await fx.googleToken() } },
        ada.headers,
      );
      const sub = fx.newSubject();
      const both = dataOf<SignedIn>(await fx.withGoogle(await fx.googleToken({ sub })));
      const appleToken = await fx.apple.signIdToken(
        { sub: fx.newSubject(), aud: APPLE_CLIENT },
        { now: fx.clock.now() },
      );
      await fx.signIn(
        { network: 'apple', authResponse: { id_token: appleToken } },
        fx.asUser(both),
      );

      const withPassword = await detach('google', ada.headers);
      const withApple = await detach('google', fx.asUser(both));
      const lastOne = await detach('apple', fx.asUser(both));
      const notLinked = await detach('google', ada.headers);

      expect(withPassword.statusCode).toBe(200);
      expect(withApple.statusCode).toBe(200);
      expect(lastOne.statusCode).toBe(401);
      expect(notLinked.statusCode).toBe(404);
      const relinked = await fx.withGoogle(await fx.googleToken({ sub }));
      expect(dataOf<SignedIn>(relinked).id).not.toBe(both.id); // the old identity now means a new account
    });

    it('needs credentials', async () => {
      const response = await detach('google', {});

      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('invalid_credentials');
    });
  });
});
