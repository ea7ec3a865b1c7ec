// The invitations waiting for the signed-in player, from GET /user's `invitations`: to a party, a
// guild, or a group plan (a guild whose invitation says `groupPlan`), and where each is answered.
import { userPartyOf } from './partyTypes.ts';
import type { User } from './types.ts';

export type InvitationKind = 'party' | 'guild' | 'groupPlan';

export interface GroupInvitation {
  id: string;
  name: string;
  kind: InvitationKind;
  /** A public guild: the invitee may look at it before answering. */
  isPublic: boolean;
}

interface LooseGuildInvitation {
  id?: unknown;
  name?: unknown;
  publicGuild?: unknown;
  groupPlan?: unknown;
}

function guildInvitationsOf(user: User): GroupInvitation[] {
  const guilds = (user.invitations as { guilds?: unknown } | undefined)?.guilds;
  if (!Array.isArray(guilds)) return [];
  return guilds.flatMap((entry: LooseGuildInvitation) => {
    if (typeof entry.id !== 'string' || entry.id === '') return [];
    return [
      {
        id: entry.id,
        name: typeof entry.name === 'string' ? entry.name : '',
        kind: entry.groupPlan === true ? 'groupPlan' : 'guild',
        isPublic: entry.publicGuild === true,
      },
    ];
  });
}

/** Every invitation: parties first, then guilds and plans in the order they came. */
export function invitationsOf(user: User | null): GroupInvitation[] {
  if (!user) return [];
  const parties = userPartyOf(user).invitations.map(({ id, name }): GroupInvitation => ({
    id,
    name,
    kind: 'party',
    isPublic: false,
  }));
  return [...parties, ...guildInvitationsOf(user)];
}

/** The screen that lists a kind's invitations with their answers (no banner repeats them there). */
export const answeringPath: Record<InvitationKind, string> = {
  party: '/party',
  guild: '/groups/myGuilds',
  groupPlan: '/group-plans',
};

/**
 * Where an invitation leads: a public guild's own page (the invitee may look first); any other
 * group cannot be seen from outside, so its kind's answering screen.
 */
export function invitationPath(invitation: GroupInvitation): string {
  if (invitation.kind === 'guild' && invitation.isPublic) {
    return `/groups/guild/${encodeURIComponent(invitation.id)}`;
  }
  return answeringPath[invitation.kind];
}

/** Where the group is once the invitation is accepted. */
export function groupPathAfterJoining(invitation: GroupInvitation): string {
  const id = encodeURIComponent(invitation.id);
  if (invitation.kind === 'groupPlan') return `/group-plans/${id}/task-information`;
  if (invitation.kind === 'guild') return `/groups/guild/${id}`;
  return '/party';
}
