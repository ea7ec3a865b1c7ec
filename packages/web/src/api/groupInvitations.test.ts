import { describe, expect, it } from 'vitest';
import { invitationPath, invitationsOf, groupPathAfterJoining } from './groupInvitations.ts';
import type { User } from './types.ts';

const user = {
  id: 'me',
  invitations: {
    party: { id: 'party-1', name: 'Night Owls', inviter: 'x' },
    parties: [{ id: 'party-1', name: 'Night Owls', inviter: 'x' }],
    guilds: [
      { id: 'guild-1', name: 'Early Risers', publicGuild: true, groupPlan: false },
      { id: 'guild-2', name: 'Quiet Corner', publicGuild: false, groupPlan: false },
      { id: 'plan-1', name: 'Household', publicGuild: false, groupPlan: true },
      { name: 'no id' },
    ],
  },
} as unknown as User;

describe('invitationsOf', () => {
  it('reads party, guild and group plan invitations, each once', () => {
    expect(invitationsOf(user)).toEqual([
      { id: 'party-1', name: 'Night Owls', kind: 'party', isPublic: false },
      { id: 'guild-1', name: 'Early Risers', kind: 'guild', isPublic: true },
      { id: 'guild-2', name: 'Quiet Corner', kind: 'guild', isPublic: false },
      { id: 'plan-1', name: 'Household', kind: 'groupPlan', isPublic: false },
    ]);
    expect(invitationsOf(null)).toEqual([]);
    expect(invitationsOf({ id: 'me' } as User)).toEqual([]);
  });

  it('leads to a page the invitee may open: a public guild, else where the kind is answered', () => {
    const [party, open, hidden, plan] = invitationsOf(user);
    expect([party, open, hidden, plan].map((one) => invitationPath(one!))).toEqual([
      '/party',
      '/groups/guild/guild-1',
      '/groups/myGuilds',
      '/group-plans',
    ]);
    expect(groupPathAfterJoining(plan!)).toBe('/group-plans/plan-1/task-information');
    expect(groupPathAfterJoining(hidden!)).toBe('/groups/guild/guild-2');
  });
});
