// A boss quest's day of progress: the boss strikes back for the missed dailies, takes the player's
// damage, builds rage, and is defeated at 0 health.
import type { Boss } from '../../content/quests/types.ts';
import { oneDecimal, type QuestProgressOutcome } from './questProgressOutcome.ts';
import type { GroupQuest, QuestChatMessage, QuestContribution } from './types.ts';

export function bossProgress(
  quest: GroupQuest & { key: string },
  boss: Boss,
  { userId, up, down }: QuestContribution,
): QuestProgressOutcome {
  // The strike back: `down × str` (≤ 0); `|| 0` keeps a quiet day at 0 rather than -0.
  const strike = down * boss.str || 0;
  const bossDamage = up;
  // The player's damage: no defence for party bosses.
  let hp = (quest.progress.hp ?? boss.hp) - up;
  let rage = quest.progress.rage;
  const chat: QuestChatMessage[] = [];
  // Unlike the original, post only when something happened. In the chat, as in the original,
  // userDamage is what the player did to the boss and bossDamage what the boss did back.
  if (up !== 0 || strike !== 0) {
    chat.push({
      type: 'boss_damage',
      params: {
        user: userId,
        quest: quest.key,
        userDamage: oneDecimal(up),
        bossDamage: oneDecimal(Math.abs(strike)),
      },
    });
  }
  let rageTriggered: QuestProgressOutcome['rageTriggered'];
  if (boss.rage) {
    // Rage grows by |strike|: the day's `down` already multiplied by the boss's str.
    rage = (rage ?? 0) + Math.abs(strike);
    if (rage >= boss.rage.value) {
      rage = 0;
      rageTriggered = boss.rage.effect;
      chat.push({ type: 'boss_rage', params: { quest: quest.key } });
      // Healing is a share of the *current* health (the original's quirk), capped at max.
      if (rageTriggered?.kind === 'healing') hp = Math.min(hp + hp * rageTriggered.amount, boss.hp);
    }
  }
  // Defeated at 0 health or below.
  const finished = hp <= 0;
  if (finished) chat.push({ type: 'boss_defeated', params: { quest: quest.key } });
  const progress = { ...quest.progress, hp, ...(rage === undefined ? {} : { rage }) };
  return {
    quest: { ...quest, progress },
    strike,
    bossDamage,
    ...(rageTriggered ? { rageTriggered } : {}),
    found: {},
    finished,
    chat,
  };
}
