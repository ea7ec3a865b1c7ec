import { describe, expect, it } from 'vitest';
import type { Task, TaskPriority } from '../../model/task.ts';
import type { UserState } from '../../model/user.ts';
import { TEST_NOW, deepFreeze, fixedRandom, makeTask, makeUser } from '../../testing/factories.ts';
import { type ScoreTaskParams, scoreTask } from './scoreTask.ts';

function score(user: UserState, task: Task, params: ScoreTaskParams) {
  return scoreTask(deepFreeze({ user, task }), params, {
    now: TEST_NOW,
    random: fixedRandom(0.99),
  });
}

describe('scoring a daily', () => {
  it('checks it: streak +1, history entry, 6 experience, 1 gold, 1 mana', () => {
    const result = score(makeUser(), makeTask('daily'), { direction: 'up' });
    expect(result.task).toMatchObject({ completed: true, streak: 1, value: 1 });
    expect(result.task.type === 'daily' && result.task.history).toEqual([
      { date: TEST_NOW.getTime(), value: 1, isDue: true, completed: true },
    ]);
    expect(result.user.stats).toMatchObject({ exp: 6, gp: 1, mp: 11 });
    expect(result.tmp.streakBonus).toBeUndefined();
  });

  it.each([
    // [streak before, gold, streak bonus]
    [1, 1.01, 0.01],
    [10, 1.1, 0.1],
    [50, 1.5, 0.5],
  ])('with a streak of %d pays %d gold, %d of it the streak bonus', (streak, gp, bonus) => {
    const result = score(makeUser(), makeTask('daily', { streak }), { direction: 'up' });
    expect(result.user.stats.gp).toBeCloseTo(gp, 10);
    expect(result.tmp.streakBonus).toBeCloseTo(bonus, 10);
    expect(result.notifications).toContainEqual({
      type: 'streak',
      value: expect.closeTo(bonus, 10),
      sign: '+',
    });
    expect(result.task.type === 'daily' && result.task.streak).toBe(streak + 1);
  });

  it('unchecks it: streak −1, last history entry removed, gold and experience taken back', () => {
    const checked = score(makeUser(), makeTask('daily', { streak: 10 }), { direction: 'up' });
    const unchecked = score(checked.user, checked.task, { direction: 'down' });
    expect(unchecked.task).toMatchObject({ completed: false, streak: 10, history: [] });
    expect(unchecked.task.value).toBeCloseTo(0, 4);
    expect(unchecked.user.stats.gp).toBeCloseTo(0, 4);
    expect(unchecked.user.stats.exp).toBe(0);
  });

  it('counts a streak achievement every 21 days, and takes it back on uncheck', () => {
    const user = makeUser();
    const checked = score(user, makeTask('daily', { streak: 20 }), { direction: 'up' });
    expect(checked.user.achievements.streak).toBe(1);
    expect(checked.userNotifications).toContainEqual({ type: 'STREAK_ACHIEVEMENT' });
    const unchecked = score(checked.user, checked.task, { direction: 'down' });
    expect(unchecked.user.achievements.streak).toBe(0);
    expect(unchecked.task.type === 'daily' && unchecked.task.streak).toBe(20);
    const ordinary = score(user, makeTask('daily', { streak: 21 }), { direction: 'up' });
    expect(ordinary.user.achievements.streak).toBeUndefined();
  });

  it.each([
    // [priority, CON, health lost]
    [1, 0, 2],
    [2, 0, 4],
    [0.1, 0, 0.2],
    [1, 50, 1.6],
    [1, 250, 0.2], // the CON bonus never goes below 0.1
  ])(
    'missed at cron (difficulty %d, CON %d) costs %d health and the streak',
    (priority, con, lost) => {
      const user = makeUser({ stats: { con } });
      const result = score(
        user,
        makeTask('daily', { priority: priority as TaskPriority, streak: 5 }),
        {
          direction: 'down',
          cron: true,
        },
      );
      expect(result.user.stats.hp).toBeCloseTo(50 - lost, 10);
      expect(result.task).toMatchObject({ streak: 0, value: -1 });
      expect(result.user.stats).toMatchObject({ exp: 0, gp: 0, mp: 10 });
    },
  );

  it('softens the cron damage by the checked share of its checklist', () => {
    const checklist = [true, false, false, false].map((completed, i) => ({
      id: `${i}`,
      text: 'x',
      completed,
    }));
    const result = score(makeUser(), makeTask('daily', { checklist }), {
      direction: 'down',
      cron: true,
    });
    expect(result.delta).toBeCloseTo(-0.75, 10);
    expect(result.user.stats.hp).toBeCloseTo(48.5, 10);
  });

  it('keeps the streak of a missed daily under Chilling Frost, but not for a challenge daily', () => {
    const frozen = makeUser({ stats: { buffs: { ...makeUser().stats.buffs, streaks: true } } });
    const mine = score(frozen, makeTask('daily', { streak: 5 }), { direction: 'down', cron: true });
    expect(mine.task.type === 'daily' && mine.task.streak).toBe(5);
    const challenge = makeTask('daily', { streak: 5, challenge: { id: 'c' } });
    const theirs = score(frozen, challenge, { direction: 'down', cron: true });
    expect(theirs.task.type === 'daily' && theirs.task.streak).toBe(0);
  });

  it('never damages for a team daily', () => {
    const team = makeTask('daily', { group: { id: 'g', assignedUsers: ['user-1'] } });
    expect(score(makeUser(), team, { direction: 'down', cron: true }).user.stats.hp).toBe(50);
  });
});
