// Finishing a quest for one participant: the completion count, gold and experience, the drop items,
// the completion dialog and quest-series achievements. The original adds gold and experience raw
// and levels up at the next stats update; we run updateStats at once so the answer already shows
// the level reached.
import { QUEST_SERIES } from '../../content/quests/questSeries.ts';
import type { PlayerState } from '../../model/player.ts';
import type { PlayerNotification, PlayerRuleResult } from '../playerRuleResult.ts';
import { updateStats } from '../stats/updateStats.ts';
import { questDropsGained } from './questDropsGained.ts';
import { questOrThrow } from './questLookup.ts';

export interface FinishQuestParams {
  player: PlayerState;
  questKey: string;
  /** The quest owner (GroupQuest.leader) alone receives `onlyOwner` drops. */
  isOwner: boolean;
}

/** Series whose every quest is now done and whose achievement the player lacks. */
function seriesEarned(player: PlayerState, questKey: string): string[] {
  const achievements = player.achievements as unknown as Record<string, unknown>;
  const done = player.achievements.quests;
  return Object.entries(QUEST_SERIES)
    .filter(([series, keys]) => keys.includes(questKey) && !achievements[series])
    .filter(([, keys]) => keys.every((key) => (done[key] ?? 0) > 0))
    .map(([series]) => series);
}

export function finishQuestFor({ player, questKey, isOwner }: FinishQuestParams): PlayerRuleResult {
  const { drop } = questOrThrow(questKey);
  const quests = {
    ...player.achievements.quests,
    [questKey]: (player.achievements.quests[questKey] ?? 0) + 1,
  };
  let next: PlayerState = { ...player, achievements: { ...player.achievements, quests } };
  const notifications: PlayerNotification[] = [];
  for (const series of seriesEarned(next, questKey)) {
    next = { ...next, achievements: { ...next.achievements, [series]: true } };
    notifications.push({ type: 'ACHIEVEMENT_QUESTS', data: { achievement: series } });
  }
  const dropped = questDropsGained(next, drop, isOwner);
  next = dropped.player;
  notifications.push(...dropped.notifications);
  const { stats } = next;
  const updated = updateStats(next, {
    hp: stats.hp,
    gp: stats.gp + drop.gp,
    exp: stats.exp + drop.exp,
  });
  next = { ...next, ...updated.user };
  notifications.push(...updated.userNotifications);
  if (next.party) {
    const quest = { ...next.party.quest, key: null, completed: questKey, RSVPNeeded: false };
    next = { ...next, party: { ...next.party, quest } };
  }
  return { player: next, notifications };
}
