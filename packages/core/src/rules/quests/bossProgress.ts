// A boss quest's day of progress (game-rules.md §7.3 "Boss quest", social.md §1.5).
import type { Boss } from '../../content/quests/types.ts';
import { oneDecimal, type QuestProgressOutcome } from './questProgressOutcome.ts';
import type { GroupQuest, QuestChatMessage, QuestContribution } from './types.ts';

export function bossProgress(
  quest: GroupQuest & { key: string },
  boss: Boss,
  { userId, up, down }: QuestContribution,
): QuestProgressOutcome {
  // Step 1: `down × str` (≤ 0); `|| 0` keeps a quiet day at 0 rather than -0.
  const strike = down * boss.str || 0;
  const bossDamage = up;
  // Step 3: no defence for party bosses.
  let hp = (quest.progress.hp ?? boss.hp) - up;
  let rage = quest.progress.rage;
  const chat: QuestChatMessage[] = [];
  // social.md §15 "better": post only when something happened. In the chat, as in the original,
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
    // Step 4: "rage += |down|" where down is already multiplied by str in step 1.
    rage = (rage ?? 0) + Math.abs(strike);
    if (rage >= boss.rage.value) {
      rage = 0;
      rageTriggered = boss.rage.effect;
      chat.push({ type: 'boss_rage', params: { quest: quest.key } });
      // Healing is a share of the *current* health (social.md §15 names the quirk), capped at max.
      if (rageTriggered?.kind === 'healing') hp = Math.min(hp + hp * rageTriggered.amount, boss.hp);
    }
  }
  // Step 5.
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
