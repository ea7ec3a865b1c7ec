// The player's own side of the party quest (users.party.quest: key, RSVPNeeded, completed,
// progress), read from and written back to the row's `party` column. Core's rules say how it
// changes (playerQuestInvited, playerQuestCleaned, playerQuestStarted).
import type { PlayerPartyQuest } from '@questlog/core';
import type { UserRow } from '../../db/repositories/users.ts';

export function partyQuestOf(row: Pick<UserRow, 'party'>): PlayerPartyQuest {
  const quest = (row.party as { quest?: Partial<PlayerPartyQuest> }).quest ?? {};
  return {
    key: quest.key ?? null,
    RSVPNeeded: quest.RSVPNeeded ?? false,
    completed: quest.completed ?? null,
    progress: { up: 0, down: 0, collectedItems: 0, ...quest.progress },
  };
}

/** The `party` column with the player's quest replaced. */
export function partyWithQuest(
  row: Pick<UserRow, 'party'>,
  quest: PlayerPartyQuest,
): Record<string, unknown> {
  return { ...row.party, quest };
}
