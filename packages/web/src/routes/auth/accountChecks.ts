import type { MessageKey } from '@questlog/core';
// the account rules alone, not the whole core: the login page loads only what it uses
import { isValidEmail, passwordIssues, usernameIssues } from '@questlog/core/account';
import i18next from 'i18next';
import type { FieldErrors } from '../../components/forms/useFormRequest.ts';

// The same rules the server applies (core's account rules), checked before sending so the
// player sees them beside the fields at once. Texts come from the web catalogue.
type RuleKey = Extract<
  MessageKey,
  | 'usernameWrongLength'
  | 'usernameBadCharacters'
  | 'invalidEmail'
  | 'passwordWrongLength'
  | 'passwordConfirmationMismatch'
>;

const ruleText = (key: RuleKey) => i18next.t(`rules.${key}`, { ns: 'auth' });

function firstIssue(issues: MessageKey[]): string | undefined {
  const [issue] = issues;
  return issue ? ruleText(issue as RuleKey) : undefined;
}

export function usernameError(username: string): string | undefined {
  return firstIssue(usernameIssues(username.trim()));
}

export function emailError(email: string): string | undefined {
  return isValidEmail(email.trim()) ? undefined : ruleText('invalidEmail');
}

/** Errors for a new password and its confirmation, keyed by the two field names. */
export function newPasswordErrors(
  password: string,
  confirmation: string,
  names: { password: string; confirmation: string },
): FieldErrors {
  const issues = passwordIssues(password, confirmation);
  const errors: FieldErrors = {};
  if (issues.includes('passwordWrongLength'))
    errors[names.password] = ruleText('passwordWrongLength');
  if (issues.includes('passwordConfirmationMismatch')) {
    errors[names.confirmation] = ruleText('passwordConfirmationMismatch');
  }
  return errors;
}

export function withoutEmpty(errors: Record<string, string | undefined>): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
