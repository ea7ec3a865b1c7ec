// The party quest as the group and the player store it, and the system chat messages quest progress
// posts. The server keeps GroupQuest as JSON in groups.quest and PlayerPartyQuest in
// users.party.quest.
import type { PartyQuestProgress } from '../../model/user.ts';

/** The party's quest as stored on the group. */
export interface GroupQuest {
  key: string | null;
  active: boolean;
  /** The quest owner (who owns the scroll), not the party leader. */
  leader: string | null;
  /** user id -> true accepted / false rejected / null undecided; after start only participants (true). */
  members: Record<string, boolean | null>;
  progress: { hp?: number; rage?: number; collect: Record<string, number> };
  /** World boss only: worldDmg {area: true}, desperate, str, def. */
  extra: Record<string, unknown>;
}

/** The player's own side, users.party.quest. */
export interface PlayerPartyQuest {
  key: string | null;
  RSVPNeeded: boolean;
  completed: string | null;
  progress: PartyQuestProgress;
}

/** What a party quest's progress posts to the party chat. */
export const QUEST_CHAT_TYPES = [
  'boss_damage',
  'boss_rage',
  'boss_defeated',
  'user_found_items',
  'all_items_found',
] as const;

export type QuestChatType = (typeof QUEST_CHAT_TYPES)[number];

export interface QuestChatMessage {
  type: QuestChatType;
  params: Record<string, unknown>;
}

/** What the world boss posts to the Tavern. */
export const WORLD_BOSS_CHAT_TYPES = [
  'tavern_boss_rage',
  'tavern_boss_rage_tired',
  'tavern_boss_desperation',
  'tavern_quest_completed',
] as const;

export type WorldBossChatType = (typeof WORLD_BOSS_CHAT_TYPES)[number];

export interface WorldBossChatMessage {
  type: WorldBossChatType;
  params: Record<string, unknown>;
}

/** One participant's snapshot of pending progress, taken at their day boundary. */
export interface QuestContribution {
  userId: string;
  up: number;
  down: number;
  collectedItems: number;
}
