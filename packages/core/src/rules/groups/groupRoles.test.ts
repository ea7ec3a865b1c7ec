import { describe, expect, it } from 'vitest';
import { planGrantedForFree } from '../groupTasks/groupPlan.ts';
import {
  mayChooseManagers,
  mayEditGroup,
  mayHandOverLeadership,
  mayInviteToGroup,
  type GroupRoleFacts,
} from './groupRoles.ts';

const now = new Date('2026-03-01T12:00:00Z');
const guild: GroupRoleFacts = { type: 'guild', leaderId: 'leader' };
const party: GroupRoleFacts = { type: 'party', leaderId: 'leader' };
const plan: GroupRoleFacts = { ...guild, purchased: { plan: planGrantedForFree(now) } };
const endedPlan: GroupRoleFacts = {
  ...guild,
  purchased: { plan: { ...planGrantedForFree(now), dateTerminated: '2026-02-01T00:00:00Z' } },
};
const member = { id: 'member', isModerator: false };
const moderator = { id: 'moderator', isModerator: true };

describe('mayEditGroup', () => {
  it('lets the leader edit, and a moderator a guild but not a party', () => {
    expect(mayEditGroup(guild, { id: 'leader', isModerator: false })).toBe(true);
    expect(mayEditGroup(guild, member)).toBe(false);
    expect(mayEditGroup(guild, moderator)).toBe(true);
    expect(mayEditGroup(party, moderator)).toBe(false);
    expect(mayEditGroup(party, { id: 'leader', isModerator: false })).toBe(true);
  });
});

describe('mayInviteToGroup', () => {
  it('lets members invite, but only the leader to a group with a live plan', () => {
    expect(mayInviteToGroup(guild, 'member', now)).toBe(true);
    expect(mayInviteToGroup(party, 'member', now)).toBe(true);
    expect(mayInviteToGroup(plan, 'member', now)).toBe(false);
    expect(mayInviteToGroup(plan, 'leader', now)).toBe(true);
    expect(mayInviteToGroup(endedPlan, 'member', now)).toBe(true);
  });
});

describe('managers and leadership', () => {
  it('leaves managers to the leader, and holds the leader of a live plan', () => {
    expect(mayChooseManagers(guild, 'leader')).toBe(true);
    expect(mayChooseManagers(guild, 'member')).toBe(false);
    expect(mayHandOverLeadership(guild, now)).toBe(true);
    expect(mayHandOverLeadership(plan, now)).toBe(false);
    expect(mayHandOverLeadership(endedPlan, now)).toBe(true);
  });
});
