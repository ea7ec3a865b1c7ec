// The rules an account's names and password follow (issue 3). Server and web client both apply
// them: each function returns the catalogue keys of the rules the value breaks.
import type { MessageKey } from '../../messages/en.ts';

export const USERNAME_MAX_LENGTH = 20;
export const DISPLAY_NAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

const USERNAME_CHARACTERS = /^[A-Za-z0-9_-]+$/;
// One @, no spaces, a dot in the domain with something on each side: what a mail server can route.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function usernameIssues(username: string): MessageKey[] {
  const issues: MessageKey[] = [];
  if (username.length < 1 || username.length > USERNAME_MAX_LENGTH) {
    issues.push('usernameWrongLength');
  }
  if (username.length > 0 && !USERNAME_CHARACTERS.test(username)) {
    issues.push('usernameBadCharacters');
  }
  return issues;
}

export function displayNameIssues(displayName: string): MessageKey[] {
  const issues: MessageKey[] = [];
  const length = displayName.trim().length;
  if (length < 1 || displayName.length > DISPLAY_NAME_MAX_LENGTH) {
    issues.push('displayNameWrongLength');
  }
  if (/[\r\n]/.test(displayName)) issues.push('displayNameHasNewline');
  return issues;
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_SHAPE.test(email);
}

/** Password length, and equality with its confirmation when one is given. */
export function passwordIssues(password: string, confirmation?: string): MessageKey[] {
  const issues: MessageKey[] = [];
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    issues.push('passwordWrongLength');
  }
  if (confirmation !== undefined && confirmation !== password) {
    issues.push('passwordConfirmationMismatch');
  }
  return issues;
}
