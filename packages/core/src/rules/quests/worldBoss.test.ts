import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../shops/shopTestKit.ts';
import { WORLD_BOSS_CAP } from './constants.ts';
import { makeGroupQuest } from './questTestKit.ts';
import type { GroupQuest } from './types.ts';
import { applyWorldBossProgress } from './worldBossProgress.ts';
import { startWorldBoss, worldStateOf } from './worldState.ts';

const tavern = (key: string, progress: Partial<GroupQuest['progress']>, extra = {}) =>
  makeGroupQuest({ ...startWorldBoss(key), progress: { collect: {}, ...progress }, extra });

describe('applyWorldBossProgress', () => {
  it.each([
    // dysheartener str 1.25 def 1; the 900 cap on damage and rage.
    [100, -100, 17_000_000 - 100, 125],
    [5000, -5000, 17_000_000 - WORLD_BOSS_CAP, WORLD_BOSS_CAP * 1.25],
  ])('up %s down %s', (up, down, hp, rage) => {
    const quest = tavern('dysheartener', { hp: 17_000_000, rage: 0 }, { worldDmg: {} });
    const outcome = applyWorldBossProgress({ quest, contribution: { up, down } });
    expect(outcome.quest.progress).toEqual({ hp, rage, collect: {} });
    expect(outcome.chat).toEqual([]);
  });

  it('strikes seasonalShop, market, quests in turn, then tires (dysheartener rage 500,000)', () => {
    let quest = tavern('dysheartener', { hp: 17_000_000, rage: 499_000 }, { worldDmg: {} });
    const seen: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      const outcome = applyWorldBossProgress({ quest, contribution: { up: 0, down: -900 } });
      seen.push([
        outcome.chat[0]?.type,
        outcome.chat[0]?.params.scene,
        outcome.quest.progress.rage,
      ]);
      quest = { ...outcome.quest, progress: { ...outcome.quest.progress, rage: 499_000 } };
    }
    expect(seen).toEqual([
      ['tavern_boss_rage', 'seasonalShop', 0],
      ['tavern_boss_rage', 'market', 0],
      ['tavern_boss_rage', 'quests', 0],
      ['tavern_boss_rage_tired', undefined, 0],
    ]);
    expect(quest.extra.worldDmg).toEqual({ seasonalShop: true, market: true, quests: true });
  });

  it('turns desperate below 500,000 (stressbeast: str 3.5, def 2)', () => {
    const quest = tavern('stressbeast', { hp: 500_100, rage: 0 });
    const first = applyWorldBossProgress({ quest, contribution: { up: 900, down: 0 } });
    expect(first.quest.progress.hp).toBe(499_200);
    expect(first.quest.extra).toMatchObject({ desperate: true, str: 3.5, def: 2 });
    expect(first.chat.map((message) => message.type)).toEqual(['tavern_boss_desperation']);
    const second = applyWorldBossProgress({
      quest: first.quest,
      contribution: { up: 900, down: -100 },
    });
    expect(second.quest.progress).toMatchObject({ hp: 498_750, rage: 350 });
    expect(second.chat).toEqual([]);
  });

  it('heals 30% of its current health when its rage strikes (stressbeast)', () => {
    const quest = tavern('stressbeast', { hp: 1_000_000, rage: 1_449_999 });
    const outcome = applyWorldBossProgress({ quest, contribution: { up: 0, down: -1 } });
    expect(outcome.quest.progress).toMatchObject({ hp: 1_300_000, rage: 0 });
    expect(outcome.quest.extra.worldDmg).toEqual({ stables: true });
  });

  it('is defeated on the call that takes it to 0', () => {
    const quest = tavern('dysheartener', { hp: 100, rage: 0 });
    const outcome = applyWorldBossProgress({ quest, contribution: { up: 100, down: 0 } });
    expect(outcome.defeated).toBe(true);
    expect(outcome.quest.active).toBe(false);
    expect(outcome.chat).toEqual([
      { type: 'tavern_quest_completed', params: { quest: 'dysheartener' } },
    ]);
    expect(worldStateOf(outcome.quest)).toEqual({});
  });
});

describe('worldStateOf and startWorldBoss', () => {
  it('shows an active boss as GET /world-state does', () => {
    expect(worldStateOf(startWorldBoss('dysheartener'))).toEqual({
      active: true,
      key: 'dysheartener',
      progress: { hp: 17_000_000, rage: 0 },
      extra: { worldDmg: {} },
    });
    expect(worldStateOf(makeGroupQuest())).toEqual({});
  });

  it.each(['otter', 'nope'])('refuses to start %s as a world boss', (key) => {
    expectRefusal(() => startWorldBoss(key), 'questNotFound', 404);
  });
});
