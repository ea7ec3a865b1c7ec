// Test helpers of the quest rules: group quests in each phase, frozen so a mutating rule throws.
import { deepFreeze } from '../../testing/factories.ts';
import { emptyGroupQuest } from './emptyGroupQuest.ts';
import type { GroupQuest } from './types.ts';

export const OWNER = 'owner';
export const LEADER = 'party-leader';
export const MEMBER = 'member';

export function makeGroupQuest(overrides: Partial<GroupQuest> = {}): GroupQuest {
  return deepFreeze({ ...emptyGroupQuest(), ...overrides });
}

/** A pending quest owned by OWNER; the others answer as given. */
export function pendingQuest(
  key: string,
  members: GroupQuest['members'] = { [LEADER]: null, [MEMBER]: null },
): GroupQuest {
  return makeGroupQuest({ key, leader: OWNER, members: { [OWNER]: true, ...members } });
}

/** A quest under way with these participants and progress. */
export function activeQuest(
  key: string,
  progress: Partial<GroupQuest['progress']> = {},
  participants: readonly string[] = [OWNER, MEMBER],
): GroupQuest {
  return makeGroupQuest({
    key,
    active: true,
    leader: OWNER,
    members: Object.fromEntries(participants.map((id) => [id, true])),
    progress: { collect: {}, ...progress },
  });
}
