import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScoreAnswer, Stats } from '../api/tasksTypes.ts';
import { notificationStack } from '../components/notifications/notificationStack.ts';
import type { NoticeInput } from '../components/notifications/noticeTypes.ts';
import { announceScore } from './scoreNotices.ts';

afterEach(() => vi.restoreAllMocks());

const before: Stats = { hp: 50, mp: 10, exp: 20, gp: 5, lvl: 1 };

function noticesOf(answer: ScoreAnswer) {
  const push = vi.spyOn(notificationStack, 'push');
  const outcome = announceScore(before, answer);
  const notices = push.mock.calls.map(([input]: [NoticeInput]) => ({
    type: input.type,
    sign: input.sign,
    text: input.text,
  }));
  return { notices, outcome };
}

describe('notices from a score answer', () => {
  it('shows the notices core chose, in its order, when the server sends them', () => {
    const { notices, outcome } = noticesOf({
      ...before,
      exp: 3,
      lvl: 2,
      delta: 1,
      _tmp: {
        crit: 1.75,
        notices: [
          { type: 'crit', value: 1.75, sign: '+' },
          { type: 'xp', value: 8, sign: '+' },
          { type: 'gp', value: 1.5, sign: '+' },
          { type: 'hp', value: 2, sign: '-' },
          { type: 'lvl', value: 2, sign: '+' },
        ],
      },
    });
    expect(notices).toEqual([
      { type: 'crit', sign: '+', text: 'Critical hit! Bonus 75%' },
      { type: 'xp', sign: '+', text: 'You gained 8 experience' },
      { type: 'gp', sign: '+', text: 'You gained 1.5 gold' },
      { type: 'hp', sign: '-', text: 'You lost 2 health' },
      { type: 'lvl', sign: '+', text: 'Level up! You reached level 2' },
    ]);
    expect(outcome.levelReached).toBe(2);
  });

  it('shows a health loss with a minus sign and nothing for unchanged stats', () => {
    const { notices, outcome } = noticesOf({ ...before, hp: 47.5, delta: -1, _tmp: {} });
    expect(notices).toEqual([{ type: 'hp', sign: '-', text: 'You lost 2.5 health' }]);
    expect(outcome.levelReached).toBeNull();
  });

  it('shows experience, gold, mana, the crit and the streak bonus with plus signs', () => {
    const { notices } = noticesOf({
      ...before,
      exp: 27,
      gp: 8.5,
      mp: 11,
      delta: 1,
      _tmp: { crit: 1.5, streakBonus: 0.5 },
    });
    expect(notices).toEqual([
      { type: 'crit', sign: '+', text: 'Critical hit! Bonus 50%' },
      { type: 'mp', sign: '+', text: 'You gained 1 mana' },
      { type: 'xp', sign: '+', text: 'You gained 7 experience' },
      { type: 'gp', sign: '+', text: 'You gained 3 gold' },
      { type: 'streak', sign: '+', text: 'Streak bonus! 0.5 gold' },
    ]);
  });

  it('counts experience across a level-up and announces the level', () => {
    // level 1 needs 25: 5 more to reach level 2, then 3 into it
    const { notices, outcome } = noticesOf({ ...before, exp: 3, lvl: 2, delta: 1, _tmp: {} });
    expect(notices).toContainEqual({ type: 'xp', sign: '+', text: 'You gained 8 experience' });
    expect(notices).toContainEqual({
      type: 'lvl',
      sign: '+',
      text: 'Level up! You reached level 2',
    });
    expect(outcome.levelReached).toBe(2);
  });

  it('shows boss damage from quest progress', () => {
    const { notices } = noticesOf({
      ...before,
      delta: 1,
      _tmp: { quest: { progressDelta: 4.2 } },
    });
    expect(notices).toEqual([
      { type: 'damage', sign: '+', text: 'You hit the boss for 4.2 damage' },
    ]);
  });

  it.each([
    ['with', [{ type: 'gp', value: 1, sign: '+' }]],
    ['without', undefined],
  ] as const)(
    'shows the drop %s core’s notices, with the item’s picture (issue 19.1)',
    (_, list) => {
      const push = vi.spyOn(notificationStack, 'push');
      announceScore(before, {
        ...before,
        gp: 6,
        delta: 1,
        _tmp: { ...(list ? { notices: [...list] } : {}), drop: { type: 'Egg', key: 'Wolf' } },
      });
      const drops = push.mock.calls.map(([input]) => input).filter((n) => n.type === 'drop');
      expect(drops).toEqual([
        { type: 'drop', text: 'You found a Wolf egg!', icon: 'Pet_Egg_Wolf', emptied: false },
      ]);
    },
  );
});
