import { describe, expect, it } from 'vitest';
import { NotAuthorized } from '../../errors.ts';
import type { Task } from '../../model/task.ts';
import type { UserState } from '../../model/user.ts';
import { TEST_NOW, deepFreeze, fixedRandom, makeTask, makeUser } from '../../testing/factories.ts';
import { type ScoreTaskParams, scoreTask } from './scoreTask.ts';

const NO_CRIT = fixedRandom(0.99);

function score(user: UserState, task: Task, params: ScoreTaskParams, random = NO_CRIT) {
  return scoreTask(deepFreeze({ user, task }), params, { now: TEST_NOW, random });
}

describe('scoring a habit', () => {
  it.each([
    [-47, 3.33476],
    [-10, 1.292083],
    [0, 1],
    [10, 0.773944],
    [21.27, 0.57981],
  ])('up from value %d moves it by %d', (value, delta) => {
    const result = score(makeUser(), makeTask('habit', { value }), { direction: 'up' });
    expect(result.delta).toBeCloseTo(delta, 5);
    expect(result.task.value).toBeCloseTo(value + delta, 5);
  });

  it.each([
    [-47, -3.662936, -7.3],
    [-10, -1.337121, -2.7],
    [0, -1.026657, -2.1],
    [10, -0.789761, -1.6],
    [21.27, -0.58862, -1.2],
  ])('down from value %d moves it by %d and costs %d health', (value, delta, hp) => {
    const result = score(makeUser(), makeTask('habit', { value }), { direction: 'down' });
    expect(result.delta).toBeCloseTo(delta, 5);
    expect(result.user.stats.hp).toBeCloseTo(50 + hp, 10);
    expect(result.user.stats.exp).toBe(0);
    expect(result.user.stats.gp).toBe(0);
  });

  it('repeats the step `times` times from the moved value', () => {
    const result = score(makeUser(), makeTask('habit'), { direction: 'up', times: 2 });
    // 1, then 0.9747^1 = 0.9747
    expect(result.delta).toBeCloseTo(1.9747, 10);
    expect(result.task).toMatchObject({ counterUp: 2, counterDown: 0 });
  });

  it('gives a quarter point of mana up and takes it down, within [0, max]', () => {
    expect(score(makeUser(), makeTask('habit'), { direction: 'up' }).user.stats.mp).toBe(10.25);
    expect(score(makeUser(), makeTask('habit'), { direction: 'down' }).user.stats.mp).toBe(9.75);
    const full = makeUser({ stats: { mp: 30 } });
    expect(score(full, makeTask('habit'), { direction: 'up' }).user.stats.mp).toBe(30);
  });

  it('softens damage by CON and scales it by difficulty', () => {
    const user = makeUser({ stats: { con: 50 } }); // conBonus 0.8
    const hard = makeTask('habit', { priority: 2 });
    // −1.026657 × 0.8 × 2 × 2 = −3.285 → −3.3
    expect(score(user, hard, { direction: 'down' }).user.stats.hp).toBeCloseTo(46.7, 10);
  });

  it('keeps one history entry per day and counts the clicks in it', () => {
    const first = score(makeUser(), makeTask('habit'), { direction: 'up' });
    const second = score(makeUser(), first.task, { direction: 'down' });
    expect(second.task.type === 'habit' && second.task.history).toEqual([
      { date: TEST_NOW.getTime(), value: second.task.value, scoredUp: 1, scoredDown: 1 },
    ]);
    const tomorrow = new Date(TEST_NOW.getTime() + 86_400_000);
    const third = scoreTask(
      { user: makeUser(), task: second.task },
      { direction: 'up' },
      {
        now: tomorrow,
        random: NO_CRIT,
      },
    );
    expect(third.task.type === 'habit' && third.task.history.length).toBe(2);
  });
});

describe('scoring a to-do', () => {
  it('gives a fresh easy to-do delta 1, 6 experience, 1 gold and 1 mana', () => {
    const result = score(makeUser(), makeTask('todo'), { direction: 'up' });
    expect(result.delta).toBe(1);
    expect(result.user.stats).toMatchObject({ exp: 6, gp: 1, mp: 11, hp: 50 });
    expect(result.task).toMatchObject({
      completed: true,
      dateCompleted: TEST_NOW.toISOString(),
      value: 1,
    });
    expect(result.notifications).toEqual([
      { type: 'xp', value: 6, sign: '+' },
      { type: 'gp', value: 1, sign: '+' },
      { type: 'mp', value: 1, sign: '+' },
    ]);
  });

  it('takes back what completing gave when reopened', () => {
    const done = score(makeUser(), makeTask('todo'), { direction: 'up' });
    const undone = score(done.user, done.task, { direction: 'down' });
    expect(undone.task).toMatchObject({ completed: false, dateCompleted: null });
    expect(undone.task.value).toBeCloseTo(0, 4);
    expect(undone.user.stats.exp).toBe(0);
    expect(undone.user.stats.gp).toBeCloseTo(0, 4);
    expect(undone.user.stats.mp).toBe(10);
  });

  it('weights the scoring by the checked checklist items', () => {
    const checklist = [true, true, false].map((completed, i) => ({
      id: `${i}`,
      text: 'x',
      completed,
    }));
    const result = score(makeUser(), makeTask('todo', { checklist }), { direction: 'up' });
    expect(result.delta).toBeCloseTo(3, 10);
    expect(result.user.stats).toMatchObject({ exp: 18, mp: 13 });
    expect(result.user.stats.gp).toBeCloseTo(3, 10);
  });

  it('applies difficulty, INT to experience and PER to gold', () => {
    const user = makeUser({ stats: { int: 40, per: 50 } });
    const result = score(user, makeTask('todo', { priority: 2 }), { direction: 'up' });
    // exp: 1 × (1 + 40 × 0.025) × 2 × 6 = 24; gold: 1 × 2 × (1 + 50 × 0.02) = 4
    expect(result.user.stats.exp).toBe(24);
    expect(result.user.stats.gp).toBeCloseTo(4, 10);
  });

  it('only drifts an open to-do at cron, without touching the stats', () => {
    const result = score(makeUser(), makeTask('todo'), { direction: 'down', cron: true });
    expect(result.task.value).toBe(-1);
    expect(result.user.stats).toMatchObject({ hp: 50, mp: 10, exp: 0, gp: 0 });
  });

  it('refuses to complete a completed to-do (the client is out of date)', () => {
    const done = makeTask('todo', { completed: true });
    expect(() => score(makeUser(), done, { direction: 'up' })).toThrow(NotAuthorized);
  });
});

describe('critical hits', () => {
  it.each([
    // [base STR, random, multiplier]
    [0, 0.03, 1.5],
    [0, 0.0301, 1],
    [100, 0.06, 2.833333],
    [100, 0.0601, 1],
  ])('STR %d with roll %d gives ×%d', (str, roll, multiplier) => {
    const result = score(
      makeUser({ stats: { str } }),
      makeTask('todo'),
      { direction: 'up' },
      fixedRandom(roll),
    );
    expect(result.tmp.crit).toEqual(multiplier === 1 ? undefined : expect.closeTo(multiplier, 5));
    expect(result.user.stats.exp).toBe(Math.round(6 * multiplier));
    expect(result.user.stats.gp).toBeCloseTo(multiplier, 5);
    expect(result.user.stats.mp).toBeCloseTo(10 + multiplier, 5);
  });

  it('is never rolled scoring down', () => {
    const done = makeTask('todo', { completed: true, value: 1 });
    const result = score(
      makeUser({ stats: { exp: 10, gp: 5 } }),
      done,
      { direction: 'down' },
      fixedRandom(0),
    );
    expect(result.tmp.crit).toBeUndefined();
  });
});

describe('rewards', () => {
  it('costs gold and leaves the reward as it was', () => {
    const reward = makeTask('reward', { value: 10 });
    const result = score(makeUser({ stats: { gp: 15 } }), reward, { direction: 'up' });
    expect(result.user.stats.gp).toBe(5);
    expect(result.task.value).toBe(10);
    expect(result.user.achievements.completedTask).toBeUndefined();
  });

  it('is refused when gold is short', () => {
    const reward = makeTask('reward', { value: 10 });
    expect(() => score(makeUser({ stats: { gp: 9.99 } }), reward, { direction: 'up' })).toThrow(
      expect.objectContaining({ name: 'NotAuthorized', key: 'messageNotEnoughGold', status: 401 }),
    );
  });
});

describe('levelling, death and onboarding through scoring', () => {
  it('levels up with full health and reports it', () => {
    const user = makeUser({ stats: { exp: 20, hp: 30 } });
    const result = score(user, makeTask('todo'), { direction: 'up' });
    expect(result.user.stats).toMatchObject({ lvl: 2, exp: 1, hp: 50, points: 2 });
    expect(result.tmp.leveledUp).toEqual({ from: 1, to: 2 });
    expect(result.notifications).toContainEqual({ type: 'lvl', value: 2, sign: '+' });
  });

  it('dies at zero health, floored', () => {
    const result = score(makeUser({ stats: { hp: 1 } }), makeTask('habit'), { direction: 'down' });
    expect(result.user.stats.hp).toBe(0);
    expect(result.tmp.died).toBe(true);
  });

  it('grants completedTask on the first completion only', () => {
    const result = score(makeUser(), makeTask('todo'), { direction: 'up' });
    expect(result.user.achievements.completedTask).toBe(true);
    const cron = score(makeUser(), makeTask('daily'), { direction: 'down', cron: true });
    expect(cron.user.achievements.completedTask).toBeUndefined();
  });

  it('trains the task attribute under task-based allocation', () => {
    const user = makeUser({
      preferences: { automaticAllocation: true, allocationMode: 'taskbased' },
    });
    const result = score(user, makeTask('habit', { attribute: 'int' }), { direction: 'up' });
    expect(result.user.stats.training).toEqual({ int: 1, per: 0, str: 0, con: 0 });
  });
});
