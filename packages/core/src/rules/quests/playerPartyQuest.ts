// The player's own side of the party quest: each helper keeps `progress`, so damage done before a
// quest starts, or after leaving one, still counts on the next quest.
import type { PlayerPartyQuest } from './types.ts';

/** Invited to `key`: the inviter needs no answer, everyone else does. */
export function playerQuestInvited(
  pq: PlayerPartyQuest,
  key: string,
  rsvpNeeded: boolean,
): PlayerPartyQuest {
  return { ...pq, key, RSVPNeeded: rsvpNeeded };
}

/** Rejected, left, cancelled, aborted or not taking part: cleaned, progress kept. */
export function playerQuestCleaned(pq: PlayerPartyQuest): PlayerPartyQuest {
  return { ...pq, key: null, completed: null, RSVPNeeded: false };
}

/** A participant at start: pending `up` is kept, `down` starts from 0. */
export function playerQuestStarted(pq: PlayerPartyQuest, key: string): PlayerPartyQuest {
  return {
    ...pq,
    key,
    completed: null,
    RSVPNeeded: false,
    progress: { ...pq.progress, down: 0 },
  };
}
