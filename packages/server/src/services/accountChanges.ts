// Changes to the signed-in account (issue 3 server 2, 4): password, e-mail, username, a new API
// token, deleting the account. Each is the work of one player change (the player's row locked);
// those that need the current password check it there, and forgive the counted attempts
// (passwordChecker.ts) when it is right.
import type { Queryable } from '../db/database.ts';
import { recordEvent } from '../db/repositories/events.ts';
import { deleteAccount } from './accountDeleter.ts';
import { invalidParams } from './accountErrors.ts';
import { issueApiToken, revokeApiTokens, revokeOtherApiTokens } from './apiTokens.ts';
import type { AppResources } from './appResources.ts';
import { emailErrors, passwordErrors, usernameErrors } from './credentialRules.ts';
import { forgivePasswordChecks, requirePassword } from './passwordChecker.ts';
import { hashPassword } from './passwordHasher.ts';
import type { PlayerChange } from './players/playerChanger.ts';
import type { SignInKeys } from './signInLimiter.ts';

type AccountSettings = Pick<AppResources, 'config' | 'limits'>;

/** The current password, and the attempt's keys counted before the change began. */
export interface PasswordProof {
  password: string | undefined;
  keys: SignInKeys | undefined;
}

export async function changePassword(
  app: AccountSettings,
  { tx, user, now }: PlayerChange,
  proof: PasswordProof,
  { newPassword, confirmPassword, keptToken }: NewPassword,
): Promise<void> {
  await checkPassword(app, tx, user.credentials, proof, now);
  const errors = passwordErrors(newPassword, confirmPassword, 'newPassword');
  if (errors.length > 0) throw invalidParams(errors);
  const hash = await hashPassword(newPassword, app.config.passwordHashing);
  await setCredential(tx, 'password_hash', user.row.id, hash, now);
  // Every other device is signed out; the one that changed the password stays.
  await revokeOtherApiTokens(tx, user.row.id, keptToken);
  await recordEvent(tx, { type: 'account.passwordChanged', userId: user.row.id });
}

export interface NewPassword {
  newPassword: string;
  confirmPassword: string;
  /** The token of the device that changed the password. */
  keptToken: string;
}

export async function changeEmail(
  app: AccountSettings,
  { tx, user, now }: PlayerChange,
  proof: PasswordProof,
  email: string,
): Promise<void> {
  await checkPassword(app, tx, user.credentials, proof, now);
  const errors = await emailErrors(tx, email, 'newEmail', user.row.id);
  if (errors.length > 0) throw invalidParams(errors);
  await setCredential(tx, 'email', user.row.id, email, now);
}

export async function changeUsername(
  app: AccountSettings,
  { tx, user, now, setUserColumns }: PlayerChange,
  proof: PasswordProof,
  username: string,
): Promise<void> {
  await checkPassword(app, tx, user.credentials, proof, now);
  const errors = await usernameErrors(tx, username, user.row.id);
  if (errors.length > 0) throw invalidParams(errors);
  await setCredential(tx, 'username', user.row.id, username, now);
  setUserColumns({ flags: { ...user.row.flags, verifiedUsername: true } });
}

/** Signs every device out and answers the one new token. */
export async function replaceApiTokens({ tx, user, now }: PlayerChange): Promise<string> {
  await revokeApiTokens(tx, user.row.id);
  return issueApiToken(tx, user.row.id, now);
}

/** An account without a password confirms with the word `DELETE` instead. */
export async function deleteOwnAccount(
  { tx, user, now }: PlayerChange,
  password: string | undefined,
): Promise<void> {
  await requirePassword(user.credentials, password, { socialConfirmation: 'DELETE' });
  await deleteAccount(tx, user.row.id, now);
}

async function checkPassword(
  app: AccountSettings,
  tx: Queryable,
  credentials: PlayerChange['user']['credentials'],
  { password, keys }: PasswordProof,
  now: Date,
): Promise<void> {
  await requirePassword(credentials, password);
  await forgivePasswordChecks(tx, app, keys, now);
}

function setCredential(
  tx: Queryable,
  column: 'password_hash' | 'email' | 'username',
  userId: string,
  value: string,
  now: Date,
) {
  return tx.query(`UPDATE credentials SET ${column} = $2, updated_at = $3 WHERE user_id = $1`, [
    userId,
    value,
    now,
  ]);
}
