// Inviting the party to a quest (`invite/:questKey`). The scroll is not consumed here but at start.
// The server sets RSVPNeeded on the invitees (see playerQuestInvited) and starts the quest at once
// when isReadyToStart (a party of one).
import { NotAuthorized } from '../../errors.ts';
import { isQuestReadyToStart } from './isQuestReadyToStart.ts';
import { questOrThrow } from './questLookup.ts';
import type { GroupQuest } from './types.ts';

export interface InviteToQuestParams {
  quest: GroupQuest;
  questKey: string;
  inviterId: string;
  /** Every party member's id; the inviter may be among them. */
  memberIds: readonly string[];
  /** How many scrolls of `questKey` the inviter owns (items.quests[key]). */
  ownedScrolls: number;
}

export function inviteToQuest({
  quest,
  questKey,
  inviterId,
  memberIds,
  ownedScrolls,
}: InviteToQuestParams): { quest: GroupQuest; isReadyToStart: boolean } {
  const content = questOrThrow(questKey);
  // World bosses are fought in the Tavern, never from a scroll: nobody owns one.
  if (content.category === 'world' || !(ownedScrolls >= 1)) {
    throw new NotAuthorized('questNotOwned');
  }
  if (quest.key) throw new NotAuthorized('questAlreadyUnderway');
  const members: GroupQuest['members'] = {};
  for (const id of memberIds) members[id] = null;
  members[inviterId] = true;
  const invited: GroupQuest = {
    ...quest,
    key: questKey,
    active: false,
    leader: inviterId,
    members,
    progress: { collect: {} },
  };
  return { quest: invited, isReadyToStart: isQuestReadyToStart(invited) };
}
