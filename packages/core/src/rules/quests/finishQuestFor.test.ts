import { describe, expect, it } from 'vitest';
import { expectRefusal, makePlayer } from '../shops/shopTestKit.ts';
import { finishQuestFor } from './finishQuestFor.ts';

const party = {
  quest: { key: 'x', RSVPNeeded: true, progress: { up: 7, down: 0, collectedItems: 1 } },
};

describe('finishQuestFor', () => {
  it('gives a pet quest its count, gold, experience and 3 eggs (kangaroo: 49 gp, 425 exp)', () => {
    const player = makePlayer({ stats: { gp: 10, exp: 0, lvl: 1 }, party });
    const { player: after } = finishQuestFor({ player, questKey: 'kangaroo', isOwner: false });
    expect(after.achievements.quests.kangaroo).toBe(1);
    expect(after.items.eggs.Kangaroo).toBe(3);
    expect(after.stats.gp).toBe(59);
    expect(after.stats.lvl).toBeGreaterThan(1);
    expect(after.party?.quest).toEqual({
      key: null,
      RSVPNeeded: false,
      completed: 'kangaroo',
      progress: party.quest.progress,
    });
  });

  it.each([
    ['vice1', true, 1],
    ['vice1', false, undefined],
    ['atom1', true, 1],
  ])(
    '%s drops the next chain scroll to the owner only (owner %s)',
    (questKey, isOwner, scrolls) => {
      const { player } = finishQuestFor({ player: makePlayer(), questKey, isOwner });
      const next = questKey === 'vice1' ? 'vice2' : 'atom2';
      expect(player.items.quests[next]).toBe(scrolls);
    },
  );

  it('gives gear owned and counts identical entries (atom3: head_special_2, 2 Base potions)', () => {
    const player = makePlayer();
    const { player: after } = finishQuestFor({ player, questKey: 'atom3', isOwner: false });
    expect(after.items.gear.owned.head_special_2).toBe(true);
    expect(after.items.hatchingPotions.Base).toBe((player.items.hatchingPotions.Base ?? 0) + 2);
  });

  it('hatches the pet and owns the mount of a world boss (dysheartener)', () => {
    const { player } = finishQuestFor({
      player: makePlayer(),
      questKey: 'dysheartener',
      isOwner: false,
    });
    expect(player.items.pets['Hippogriff-Hopeful']).toBe(5);
    expect(player.items.mounts['Hippogriff-Hopeful']).toBe(true);
    expect(player.stats.gp).toBe(makePlayer().stats.gp);
  });

  it.each([
    ['the last of the series', { rock: 1, slime: 2 }, {}, true, true],
    ['a series not complete', { rock: 1 }, {}, undefined, false],
    ['an achievement already held', { rock: 1, slime: 1 }, { mindOverMatter: true }, true, false],
  ])('mindOverMatter after yarn: %s', (_name, quests, held, achieved, isNotified) => {
    const base = makePlayer();
    const player = { ...base, achievements: { ...base.achievements, ...held, quests } };
    const result = finishQuestFor({ player, questKey: 'yarn', isOwner: false });
    const achievements = result.player.achievements as unknown as Record<string, unknown>;
    expect(achievements.mindOverMatter).toBe(
      isNotified || Object.keys(held).length > 0 || undefined,
    );
    expect(result.notifications).toEqual(
      isNotified ? [{ type: 'ACHIEVEMENT_QUESTS', data: { achievement: 'mindOverMatter' } }] : [],
    );
  });

  it('refuses an unknown quest', () => {
    expectRefusal(
      () => finishQuestFor({ player: makePlayer(), questKey: 'nope', isOwner: true }),
      'questNotFound',
      404,
    );
  });
});
