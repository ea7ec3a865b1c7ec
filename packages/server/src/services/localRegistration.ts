// Opening an account with a username, an e-mail and a password (issue 3 server 1): the address
// must not be blocked, the credentials must pass their rules, and the new account signs in on the
// device the request brought (signInDevices.ts).
import { listNotifications } from '../db/repositories/notifications.ts';
import { loadUser } from '../db/repositories/users.ts';
import { invalidParams } from './accountErrors.ts';
import { createAccount } from './accountCreator.ts';
import type { AppResources } from './appResources.ts';
import { emailErrors, passwordErrors, usernameErrors } from './credentialRules.ts';
import { hashPassword } from './passwordHasher.ts';
import { rememberDevice } from './signInDevices.ts';
import type { SiteBlockers } from './staff/siteBlockers.ts';

export interface LocalRegistration {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** The device id the request brought, if any. */
  deviceId: string | undefined;
  /** The browser's zone (issue 30), if sent. */
  timezone?: string | undefined;
  /** The language the sign-up page spoke (its Accept-Language), kept as preferences.language. */
  language?: string | undefined;
}

export async function registerLocally(
  app: Pick<AppResources, 'db' | 'clock' | 'config'> & {
    blockers: Pick<SiteBlockers, 'refuseEmail'>;
  },
  { username, email, password, confirmPassword, deviceId, timezone, language }: LocalRegistration,
) {
  // An e-mail address staff blocked cannot open an account.
  await app.blockers.refuseEmail(email, 'full');
  // `groupInvite` is accepted but not acted on: groups do not exist yet. The groups issue
  // joins the invited party or guild here.
  const errors = [
    ...(await usernameErrors(app.db, username)),
    ...(await emailErrors(app.db, email)),
    ...passwordErrors(password, confirmPassword),
  ];
  if (errors.length > 0) throw invalidParams(errors);
  const passwordHash = await hashPassword(password, app.config.passwordHashing);
  const now = app.clock.now();
  const registered = await app.db.transaction(async (tx) => {
    const created = await createAccount(tx, {
      username,
      email,
      passwordHash,
      now,
      timezone,
      language,
    });
    return {
      user: (await loadUser(tx, created.userId))!,
      apiToken: created.apiToken,
      notifications: await listNotifications(tx, created.userId),
      deviceId: await rememberDevice(tx, deviceId, created.userId, now),
    };
  });
  return { ...registered, now };
}
