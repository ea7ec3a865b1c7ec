import { describe, expect, it } from 'vitest';
import { fixedRandom, makeUser } from '../../testing/factories.ts';
import { applyQuestProgress } from './applyQuestProgress.ts';
import { participantAfterProgress } from './participantAfterProgress.ts';
import { activeQuest, MEMBER, OWNER, pendingQuest } from './questTestKit.ts';
import type { GroupQuest } from './types.ts';

const apply = (quest: GroupQuest, up: number, down: number, collectedItems = 0) =>
  applyQuestProgress({
    quest,
    contribution: { userId: MEMBER, up, down, collectedItems },
    random: fixedRandom(0.3, 0.7, 0.1, 0.9),
  });

describe('applyQuestProgress: bosses', () => {
  it.each([
    // key, hp, rage, up, down → strike, hp, rage, effect (the quest catalogue's figures)
    ['kangaroo', 700, undefined, 10, -3, -6, 690, undefined, undefined],
    ['otter', 1000, 40, 100, -4, -10, 1170, 0, 'healing'],
    ['otter', 1100, 0, 0, -20, -50, 1200, 0, 'healing'],
    ['otter', 1000, 10, 5, -4, -10, 995, 20, undefined],
    ['platypus', 1000, 0, 0, -25, -50, 1000, 0, 'mpDrain'],
    ['pinkMarble', 1200, 49, 1, -0.5, -1, 1199, 0, 'progressDrain'],
  ] as const)(
    '%s at %s hp, %s rage: up %s down %s',
    (key, hp, rage, up, down, strike, newHp, newRage, effect) => {
      const outcome = apply(
        activeQuest(key, { hp, ...(rage === undefined ? {} : { rage }) }),
        up,
        down,
      );
      expect(outcome.strike).toBe(strike);
      expect(outcome.bossDamage).toBe(up);
      expect(outcome.quest.progress.hp).toBeCloseTo(newHp, 9);
      expect(outcome.quest.progress.rage).toBe(newRage);
      expect(outcome.rageTriggered?.kind).toBe(effect);
      expect(outcome.finished).toBe(false);
    },
  );

  it('posts boss_damage with one decimal, and nothing on a quiet day', () => {
    const outcome = apply(activeQuest('kangaroo', { hp: 700 }), 12.345, -1.26);
    expect(outcome.chat).toEqual([
      {
        type: 'boss_damage',
        params: { user: MEMBER, quest: 'kangaroo', userDamage: 12.3, bossDamage: 2.5 },
      },
    ]);
    const quiet = apply(activeQuest('kangaroo', { hp: 700 }), 0, 0);
    expect(quiet.chat).toEqual([]);
    expect(quiet.strike).toBe(0);
  });

  it('finishes when the boss falls to 0', () => {
    const outcome = apply(activeQuest('kangaroo', { hp: 50 }), 50, 0);
    expect(outcome.finished).toBe(true);
    expect(outcome.chat.map((message) => message.type)).toEqual(['boss_damage', 'boss_defeated']);
  });

  it.each([
    ['a pending quest', pendingQuest('kangaroo', { [MEMBER]: true })],
    ['a non-participant', activeQuest('kangaroo', { hp: 700 }, [OWNER])],
  ])('changes nothing for %s', (_name, quest) => {
    expect(apply(quest, 10, -3)).toEqual({
      quest,
      strike: 0,
      bossDamage: 0,
      found: {},
      finished: false,
      chat: [],
    });
  });
});

describe('applyQuestProgress: collection (atom1 collects 20 soap bars)', () => {
  it.each([
    [15, 4, 4, 19, false],
    [15, 5, 5, 20, true],
    [15, 9, 5, 20, true],
    [0, 0, 0, 0, false],
  ])(
    'from %s with %s items found credits %s (to %s), finished %s',
    (from, items, found, to, finished) => {
      const outcome = apply(activeQuest('atom1', { collect: { soapBars: from } }), 0, 0, items);
      expect(outcome.found).toEqual(found ? { soapBars: found } : {});
      expect(outcome.quest.progress.collect).toEqual({ soapBars: to });
      expect(outcome.finished).toBe(finished);
      expect(outcome.chat.map((message) => message.type)).toEqual([
        ...(found ? ['user_found_items'] : []),
        ...(finished ? ['all_items_found'] : []),
      ]);
    },
  );

  it('draws only still-missing items across several goals (onyx 25/10/10)', () => {
    const quest = activeQuest('onyx', { collect: { onyxStone: 25, plutoRune: 9, leoRune: 0 } });
    const outcome = apply(quest, 0, 0, 5);
    const total = Object.values(outcome.found).reduce((sum, count) => sum + count, 0);
    expect(total).toBe(5);
    expect(outcome.found.onyxStone).toBeUndefined();
    expect(outcome.quest.progress.collect.plutoRune).toBeLessThanOrEqual(10);
  });
});

describe('participantAfterProgress', () => {
  const user = makeUser({
    stats: { hp: 40, mp: 30 },
    party: { quest: { key: 'x', progress: { up: 10, down: 0, collectedItems: 0 } } },
  });

  it.each([
    ['a strike of -6', { strike: -6 }, 34, 30, 10],
    ['a strike past 0 (clamped)', { strike: -50 }, 0, 30, 10],
    ['mpDrain', { strike: -1, rageTriggered: { kind: 'mpDrain', amount: 0.33 } }, 39, 0, 10],
    [
      'progressDrain 0.5',
      { strike: 0, rageTriggered: { kind: 'progressDrain', amount: 0.5 } },
      40,
      30,
      5,
    ],
  ] as const)('applies %s', (_name, outcome, hp, mp, up) => {
    const after = participantAfterProgress(user, outcome);
    expect([after.stats.hp, after.stats.mp, after.party?.quest.progress.up]).toEqual([hp, mp, up]);
  });
});
