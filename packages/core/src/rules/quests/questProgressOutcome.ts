// What one participant's day of progress did to the party quest.
import type { RageEffect } from '../../content/quests/types.ts';
import type { GroupQuest, QuestChatMessage } from './types.ts';

export interface QuestProgressOutcome {
  quest: GroupQuest;
  /** The boss's strike back (≤ 0): the HP change of EVERY participant. */
  strike: number;
  /** The damage done to the boss (the contribution's `up`; party bosses have no defence). */
  bossDamage: number;
  /** The rage effect set off this time, if the meter filled. */
  rageTriggered?: RageEffect;
  /** Collection items credited to the party, by item key. */
  found: Record<string, number>;
  /** The boss is defeated or every item found: the server runs finishQuestFor for everyone. */
  finished: boolean;
  chat: QuestChatMessage[];
}

export function unchangedOutcome(quest: GroupQuest): QuestProgressOutcome {
  return { quest, strike: 0, bossDamage: 0, found: {}, finished: false, chat: [] };
}

/** Chat figures show one decimal. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}
