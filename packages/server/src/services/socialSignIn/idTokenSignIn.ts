// The steps every social sign-in shares: the network must be on, the ID token verified (a
// blocked e-mail address signs in no more than it registers), then the account signed in,
// created or linked in one transaction.
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import type { SiteBlockers } from '../staff/siteBlockers.ts';
import { verifyIdToken } from './idTokenVerifier.ts';
import { enabledNetwork, type SocialNetwork } from './networks.ts';
import { signInSocially, type SocialSignIn } from './socialAccounts.ts';

export interface IdTokenSignIn {
  network: SocialNetwork;
  idToken: string;
  allowRegister: boolean;
  username?: string | undefined;
  name?: string | undefined;
  /** The player the request is signed in as: the network is linked to them. */
  signedInUserId: string | undefined;
  /** The request's `x-client` header, for the audit trail. */
  client: string | null;
}

export interface SocialSignInHost {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'socialSignIn' | 'supportEmail'>;
  blockers: Pick<SiteBlockers, 'refuseEmail'>;
}

export async function signInWithIdToken(
  { db, clock, config, blockers }: SocialSignInHost,
  input: IdTokenSignIn,
): Promise<SocialSignIn> {
  const settings = enabledNetwork(config.socialSignIn, input.network);
  const identity = await verifyIdToken(input.network, settings, input.idToken, clock.now());
  const refuseEmail = (email: string | null | undefined) => blockers.refuseEmail(email, 'full');
  await refuseEmail(identity.email);
  return db.transaction((tx) =>
    signInSocially(tx, {
      identity,
      signedInUserId: input.signedInUserId,
      allowRegister: input.allowRegister,
      username: input.username,
      name: input.name,
      supportEmail: config.supportEmail,
      refuseEmail,
      client: input.client,
      now: clock.now(),
    }),
  );
}
