// The quest's system messages in party chat: `info` keeps the type and its parameters (so a
// reader's client can render them in its language); `text` is the English rendering stored beside
// them.
import {
  questBossText,
  questCollectText,
  questCompletionChatText,
  questText,
} from '@questlog/core';

export interface QuestChatInfo {
  type: string;
  quest?: string;
  /** The acting member's id (`user` in the original's info). */
  user?: string;
  userDamage?: number;
  bossDamage?: number;
  items?: Record<string, number>;
  [param: string]: unknown;
}

const titleOf = (key = '') => questText[key]?.text ?? key;
const bossOf = (key = '') => questBossText[key]?.text ?? 'The boss';

function itemsText(items: Record<string, number> = {}) {
  return Object.entries(items)
    .filter(([, count]) => count > 0)
    .map(([item, count]) => `${count} ${questCollectText[item]?.text ?? item}`)
    .join(', ');
}

/** The English line for a quest event; `nameOf` turns member ids into display names. */
export function questChatText(info: QuestChatInfo, nameOf: (userId?: string) => string): string {
  const who = nameOf(info.user);
  switch (info.type) {
    case 'quest_start':
      return `Your quest, ${titleOf(info.quest)}, has started.`;
    case 'boss_damage':
      return (
        `${who} attacks ${bossOf(info.quest)} for ${info.userDamage ?? 0} damage. ` +
        `${bossOf(info.quest)} attacks the party for ${info.bossDamage ?? 0} damage.`
      );
    case 'boss_rage':
      return `${bossOf(info.quest)} is enraged!`;
    case 'boss_defeated':
      return `You defeated ${bossOf(info.quest)}! Questing party members receive the rewards of victory.`;
    case 'user_found_items':
      return `${who} found ${itemsText(info.items)}.`;
    case 'all_items_found':
      return 'All items found! The party has received its rewards.';
    case 'quest_cancel':
      return `${who} cancelled the party quest ${titleOf(info.quest)}.`;
    case 'quest_abort':
      return `${who} aborted the party quest ${titleOf(info.quest)}.`;
    case 'tavern_boss_rage':
      return `${bossOf(info.quest)} is enraged and strikes the ${String(info.scene ?? 'town')}!`;
    case 'tavern_boss_rage_tired':
      return `${bossOf(info.quest)} is too tired to strike again, and its rage ebbs away.`;
    case 'tavern_boss_desperation':
      return `${bossOf(info.quest)} is desperate and fights harder!`;
    case 'tavern_quest_completed':
      return (
        questCompletionChatText[info.quest ?? '']?.text ?? `${bossOf(info.quest)} is defeated!`
      );
    default:
      return info.type;
  }
}
