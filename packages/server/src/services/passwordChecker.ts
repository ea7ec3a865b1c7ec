// Account changes need the current password (issue 3 server 4).
import { NotAuthorized } from '@questlog/core';
import type { CredentialsRow } from '../db/repositories/users.ts';
import { isPasswordRight } from './passwordHasher.ts';

/** An account without a password (social sign-in only) confirms with the word `DELETE` instead. */
export async function requirePassword(
  credentials: CredentialsRow | undefined,
  password: string | undefined,
  { socialConfirmation }: { socialConfirmation?: string } = {},
): Promise<void> {
  if (credentials?.password_hash == null) {
    if (socialConfirmation === undefined || password === socialConfirmation) return;
    throw new NotAuthorized('wrongPassword');
  }
  if (password === undefined || !(await isPasswordRight(password, credentials.password_hash))) {
    throw new NotAuthorized('wrongPassword');
  }
}
