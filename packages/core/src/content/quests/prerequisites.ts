// Whether a player may take up a quest: level, earlier quests of the chain, and the unlock
// condition.
import type { Quest } from './types.ts';

/** The few player fields the check reads; any user object with these fields fits. */
export interface QuestPlayer {
  stats: { lvl: number };
  loginIncentives: number;
  achievements: {
    /** Completions per quest key. */
    quests?: Readonly<Record<string, number>>;
    invitedFriend?: boolean;
  };
}

export function hasCompletedQuest(player: QuestPlayer, key: string): boolean {
  return (player.achievements.quests?.[key] ?? 0) > 0;
}

export function questPrerequisitesMet(player: QuestPlayer, quest: Quest): boolean {
  if (quest.lvl !== undefined && player.stats.lvl < quest.lvl) return false;
  const prerequisites = quest.prereqQuests ?? (quest.previous ? [quest.previous] : []);
  if (!prerequisites.every((key) => hasCompletedQuest(player, key))) return false;
  const unlock = quest.unlockCondition;
  if (unlock?.condition === 'login incentive') {
    return player.loginIncentives >= unlock.incentiveThreshold;
  }
  if (unlock?.condition === 'party invite') return player.achievements.invitedFriend === true;
  return true;
}
