// What the invite field's text names: a user id, an e-mail address, or a username (a leading @
// dropped), sent as POST /groups/:id/invite's list of that kind.
import { isUuid } from '@questlog/core';
import type { InviteTargets } from '../../api/groupsApi.ts';

// The server's own test of an address: something, one @, something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function inviteTargetOf(text: string): InviteTargets {
  const trimmed = text.trim();
  if (isUuid(trimmed)) return { uuids: [trimmed] };
  if (EMAIL.test(trimmed)) return { emails: [{ email: trimmed }] };
  return { usernames: [trimmed.replace(/^@/, '')] };
}
