import type { PartyMember } from '../../api/partyTypes.ts';

/** A member's display name, else their username, else their id. */
export function memberName(member: PartyMember | undefined, fallback = ''): string {
  return member?.profile?.name ?? member?.auth?.local?.username ?? member?._id ?? fallback;
}
