// Detaching a social network from the acting player: it must be linked, and it must not be
// their only way to sign in (no password, no other network).
import { NotAuthorized, NotFound } from '@questlog/core';
import type { SignedInContext } from '../signedInContext.ts';
import { NETWORK_NAMES, type SocialNetwork } from './networks.ts';

export function detachSocialNetwork(
  context: SignedInContext,
  network: SocialNetwork,
): Promise<void> {
  return context.changeActor(async ({ tx, user }) => {
    const identities = await tx.query<{ network: string }>(
      'SELECT network FROM social_identities WHERE user_id = $1',
      [user.row.id],
    );
    if (!identities.some((identity) => identity.network === network)) {
      throw new NotFound('socialNotLinked', {
        message: `No ${NETWORK_NAMES[network]} account is linked to you.`,
      });
    }
    const hasPassword = Boolean(user.credentials?.password_hash);
    if (!hasPassword && identities.length === 1) {
      throw new NotAuthorized('cantDetachSocial', {
        message: `${NETWORK_NAMES[network]} is your only way to sign in. Set a password or link another network before detaching it.`,
      });
    }
    await tx.query('DELETE FROM social_identities WHERE user_id = $1 AND network = $2', [
      user.row.id,
      network,
    ]);
  });
}
