// Who may run a party or a guild (a group plan is a guild with a plan). A party's leader edits it;
// a guild's leader or a moderator. Members invite, except to a group with a live plan, whose
// seats its leader pays for. Only the leader names or removes managers, and leadership may pass to
// another member unless a live plan holds it with its paying leader. The server enforces these
// and the screens offer only what they allow.
import { hasLivePlan, type GroupPlan } from '../groupTasks/groupPlan.ts';

export interface GroupRoleFacts {
  type: string;
  leaderId: string | null;
  purchased?: { plan?: GroupPlan };
}

export interface GroupActor {
  id: string;
  isModerator: boolean;
}

export function mayEditGroup(group: GroupRoleFacts, actor: GroupActor): boolean {
  return group.leaderId === actor.id || (group.type === 'guild' && actor.isModerator);
}

/** For a member of the group: whether they may invite others to it. */
export function mayInviteToGroup(group: GroupRoleFacts, actorId: string, now: Date): boolean {
  return !hasLivePlan(group.purchased, now) || group.leaderId === actorId;
}

export function mayChooseManagers(group: GroupRoleFacts, actorId: string): boolean {
  return group.leaderId === actorId;
}

export function mayHandOverLeadership(group: GroupRoleFacts, now: Date): boolean {
  return !hasLivePlan(group.purchased, now);
}
