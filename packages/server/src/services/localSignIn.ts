// Signing in with a username or an e-mail and a password (issue 3 server 1–3). The attempt is
// counted before the check; unknown account, social-only account and wrong password get one
// answer. A success signs the player in, forgives the counted guesses, records the sign-in and
// remembers the device (signInDevices.ts), whose later attempts the guessing limits keep apart.
import { NotAuthorized } from '@questlog/core';
import { recordEvent } from '../db/repositories/events.ts';
import { loadCredentials } from '../db/repositories/users.ts';
import { issueApiToken } from './apiTokens.ts';
import type { AppResources } from './appResources.ts';
import { isPasswordRight, verifyDecoy } from './passwordHasher.ts';
import { admitPasswordAttempt } from './passwordAttempts.ts';
import { changePlayer } from './players/playerChanger.ts';
import { appContext } from './serviceContext.ts';
import { rememberDevice, type AttemptOrigin } from './signInDevices.ts';
import type { SiteBlockers } from './staff/siteBlockers.ts';
import { forgiveAttempts } from './signInLimiter.ts';
import { suspended } from './suspendedAccount.ts';

export interface LocalSignIn {
  identifier: string;
  password: string;
  origin: AttemptOrigin;
  /** The request's `x-client` header, kept on the audit trail. */
  client: string | null;
}

export interface SignedIn {
  userId: string;
  username: string;
  email: string | null;
  apiToken: string;
  deviceId: string;
}

export async function signInLocally(
  app: AppResources & { blockers: Pick<SiteBlockers, 'refuseEmail'> },
  { identifier, password, origin, client }: LocalSignIn,
): Promise<SignedIn> {
  const [account] = identifier.includes('@')
    ? await loadCredentials(app.db, 'email = lower($1)', identifier)
    : await loadCredentials(app.db, 'lower(username) = lower($1)', identifier);
  // Counted before the check: a burst of guesses cannot all pass a count read earlier.
  const keys = await admitPasswordAttempt(
    app,
    origin,
    account ? { userId: account.user_id, owner: account } : { unknownName: identifier },
  );
  // No invalid_credentials code: the client shows this message instead of logging out.
  const isRight = account?.password_hash
    ? await isPasswordRight(password, account.password_hash)
    : await verifyDecoy(password, app.config.passwordHashing);
  if (!account || !isRight) throw new NotAuthorized('invalidLoginCredentialsLong');
  if (account.blocked) throw suspended(account.user_id, app.config.supportEmail);
  await app.blockers.refuseEmail(account.email, 'full');
  const { result: signedIn } = await changePlayer(
    appContext(app, account.user_id),
    account.user_id,
    async ({ tx, now, setUserColumns }) => {
      setUserColumns({ logged_in_at: now });
      await forgiveAttempts(app.limits.signIns, tx, keys, app.config.signInLimits, now);
      // The audit trail (GET /admin/user/:userId/history).
      await recordEvent(tx, {
        type: 'account.signedIn',
        userId: account.user_id,
        payload: { method: 'local', client },
      });
      return {
        apiToken: await issueApiToken(tx, account.user_id, now),
        deviceId: await rememberDevice(tx, origin.deviceId, account.user_id, now),
      };
    },
    { withAccount: false, relistNotifications: false },
  );
  return {
    userId: account.user_id,
    username: account.username,
    email: account.email,
    ...signedIn,
  };
}
