// The world boss as GET /world-state shows it, and the Tavern quest an admin starts (staff start
// one by writing the Tavern's quest).
import { NotFound } from '../../errors.ts';
import { questOrThrow } from './questLookup.ts';
import type { GroupQuest } from './types.ts';

export type WorldBossState =
  | Record<string, never>
  | {
      active: true;
      key: string;
      progress: { hp: number; rage: number };
      extra: { worldDmg: Record<string, boolean> };
    };

export function worldStateOf(quest: GroupQuest): WorldBossState {
  if (!quest.active || !quest.key) return {};
  const worldDmg = (quest.extra.worldDmg ?? {}) as Record<string, boolean>;
  return {
    active: true,
    key: quest.key,
    progress: { hp: quest.progress.hp ?? 0, rage: quest.progress.rage ?? 0 },
    extra: { worldDmg: { ...worldDmg } },
  };
}

/** The Tavern quest at the start of a world boss fight: full health, no rage, nothing struck. */
export function startWorldBoss(questKey: string): GroupQuest {
  const { category, boss } = questOrThrow(questKey);
  if (category !== 'world' || !boss)
    throw new NotFound('questNotFound', { params: { key: questKey } });
  return {
    key: questKey,
    active: true,
    leader: null,
    members: {},
    progress: { hp: boss.hp, rage: 0, collect: {} },
    extra: { worldDmg: {} },
  };
}
