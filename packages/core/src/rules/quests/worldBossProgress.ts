// The world (Tavern) boss's share of one player's day. Unlike the original, defeat is detected on
// the call that takes health to 0, not one call later; the server then rewards the players and
// stores emptyGroupQuest().
import type { Boss, WorldBossArea } from '../../content/quests/types.ts';
import { WORLD_BOSS_CAP } from './constants.ts';
import { questOrThrow } from './questLookup.ts';
import type { GroupQuest, QuestContribution, WorldBossChatMessage } from './types.ts';

export interface WorldBossOutcome {
  /** The Tavern's quest; `active` is false once the boss is defeated. */
  quest: GroupQuest;
  defeated: boolean;
  chat: WorldBossChatMessage[];
}

/** Staff may retune a live boss through `extra`; else the content's figures. */
function figure(extra: GroupQuest['extra'], name: 'str' | 'def', boss: Boss): number {
  const value = extra[name];
  return typeof value === 'number' ? value : boss[name];
}

export function applyWorldBossProgress({
  quest,
  contribution,
}: {
  quest: GroupQuest;
  contribution: Pick<QuestContribution, 'up' | 'down'>;
}): WorldBossOutcome {
  const boss = quest.key && quest.active ? questOrThrow(quest.key).boss : undefined;
  if (!quest.key || !boss) return { quest, defeated: false, chat: [] };
  const params = { quest: quest.key };
  let extra = { ...quest.extra };
  const damage = Math.min(WORLD_BOSS_CAP, Math.abs(contribution.up));
  const rageAdded = Math.min(WORLD_BOSS_CAP, Math.abs(contribution.down));
  let hp = (quest.progress.hp ?? boss.hp) - damage / figure(extra, 'def', boss);
  let rage = (quest.progress.rage ?? 0) + rageAdded * figure(extra, 'str', boss);
  const chat: WorldBossChatMessage[] = [];
  if (hp <= 0) {
    chat.push({ type: 'tavern_quest_completed', params });
    const progress = { ...quest.progress, hp: 0, rage };
    return { quest: { ...quest, active: false, progress }, defeated: true, chat };
  }
  const { desperation, rage: bossRage } = boss;
  if (desperation && hp < desperation.threshold && !extra.desperate) {
    extra = { ...extra, desperate: true, str: desperation.str, def: desperation.def };
    chat.push({ type: 'tavern_boss_desperation', params });
  }
  if (bossRage && rage >= bossRage.value) {
    rage = 0;
    const struck = (extra.worldDmg ?? {}) as Partial<Record<WorldBossArea, boolean>>;
    const area = (bossRage.areas ?? []).find((scene) => !struck[scene]);
    if (!area) {
      chat.push({ type: 'tavern_boss_rage_tired', params });
    } else {
      extra = { ...extra, worldDmg: { ...struck, [area]: true } };
      chat.push({ type: 'tavern_boss_rage', params: { ...params, scene: area } });
      const effect = bossRage.effect;
      if (effect?.kind === 'healing') hp = Math.min(hp + hp * effect.amount, boss.hp);
    }
  }
  return {
    quest: { ...quest, progress: { ...quest.progress, hp, rage }, extra },
    defeated: false,
    chat,
  };
}
