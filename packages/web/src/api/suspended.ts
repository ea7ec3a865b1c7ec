// the catalogue alone, not the whole core: the login page may need it (a refused sign-in)
import { englishMessages } from '@questlog/core/messages';

// The suspended-account message names a contact e-mail and the user id, so it is matched against
// the catalogue's template with its placeholders left open.
function templatePattern(template: string): RegExp {
  const parts = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+?')}$`, 's');
}

const template = (englishMessages as Record<string, string>)['accountSuspended'];
const pattern = template ? templatePattern(template) : null;

export function isSuspendedMessage(message: string | undefined, code?: string): boolean {
  if (code === 'account_suspended') return true;
  if (!message) return false;
  if (pattern) return pattern.test(message);
  // Until the catalogue carries the template: the server's wording says the account is suspended.
  return /\baccount\b.*\bsuspended\b|\bsuspended\b.*\baccount\b/is.test(message);
}
