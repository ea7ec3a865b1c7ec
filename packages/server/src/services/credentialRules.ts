// Checks a username, e-mail, password or display name against the account rules and, for
// usernames and e-mails, against the accounts that already use them.
import {
  displayNameIssues,
  isValidEmail,
  passwordIssues,
  usernameIssues,
  type ParamError,
} from '@questlog/core';
import type { Queryable } from '../db/database.ts';
import { paramError } from './accountErrors.ts';

export async function usernameErrors(
  db: Queryable,
  username: string,
  exceptUserId?: string,
): Promise<ParamError[]> {
  const errors = usernameIssues(username).map((key) => paramError('username', key, username));
  if (errors.length > 0) return errors;
  const taken = await db.query(
    'SELECT 1 FROM credentials WHERE lower(username) = lower($1) AND user_id IS DISTINCT FROM $2',
    [username, exceptUserId ?? null],
  );
  return taken.length > 0 ? [paramError('username', 'usernameTaken', username)] : [];
}

export async function emailErrors(
  db: Queryable,
  email: string,
  param = 'email',
  exceptUserId?: string,
): Promise<ParamError[]> {
  if (!isValidEmail(email)) return [paramError(param, 'invalidEmail', email)];
  const taken = await db.query(
    'SELECT 1 FROM credentials WHERE email = $1 AND user_id IS DISTINCT FROM $2',
    [email.toLowerCase(), exceptUserId ?? null],
  );
  return taken.length > 0 ? [paramError(param, 'emailTaken', email)] : [];
}

/** Never echoes the password itself back. */
export function passwordErrors(password: string, confirmation: string, param = 'password') {
  return passwordIssues(password, confirmation).map((key) =>
    paramError(key === 'passwordConfirmationMismatch' ? 'confirmPassword' : param, key, undefined),
  );
}

export function displayNameErrors(displayName: string): ParamError[] {
  return displayNameIssues(displayName).map((key) => paramError('displayName', key, displayName));
}
