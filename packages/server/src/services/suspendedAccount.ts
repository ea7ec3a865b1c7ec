// The answer to a suspended account, wherever it tries to get in: a token, the sign-in form, a
// social network.
import { NotAuthorized } from '@questlog/core';

export function suspended(userId: string, supportEmail: string): NotAuthorized {
  return new NotAuthorized('accountSuspended', { params: { userId, email: supportEmail } });
}
