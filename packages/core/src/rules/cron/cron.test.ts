import { describe, expect, it } from 'vitest';
import type { Daily, Habit, Todo } from '../../model/task.ts';
import { makeTask, makeUser } from '../../testing/factories.ts';
import { recurringDaily, weekdays } from '../recurrence/recurrenceTestKit.ts';
import { NOW, runCron, taskById } from './cronTestKit.ts';
import { expTally } from './cron.ts';

const missed = (overrides: Partial<Daily> = {}) =>
  recurringDaily({ id: 'missed', isDue: true, ...overrides });
const done = (overrides: Partial<Daily> = {}) =>
  recurringDaily({ id: 'done', isDue: true, completed: true, streak: 4, ...overrides });

describe('cron: missed dailies', () => {
  it.each([
    // priority, con, value → health lost, value after (computed from the formulas)
    { priority: 1, con: 0, value: 0, hpLost: 2, valueAfter: -1 },
    { priority: 2, con: 0, value: 0, hpLost: 4, valueAfter: -1 },
    { priority: 0.1, con: 0, value: 0, hpLost: 0.2, valueAfter: -1 },
    // conBonus = 1 - 50/250 = 0.8 → round1(-1 × 0.8 × 1 × 2) = -1.6
    { priority: 1, con: 50, value: 0, hpLost: 1.6, valueAfter: -1 },
    // delta = -0.9747^10 = -0.7738… → round1(-1.5476) = -1.5
    { priority: 1, con: 0, value: 10, hpLost: 1.5, valueAfter: 10 - 0.9747 ** 10 },
  ])(
    'priority $priority, con $con, value $value: −$hpLost hp',
    ({ priority, con, value, hpLost, valueAfter }) => {
      const result = runCron({
        user: makeUser({ stats: { con } }),
        tasks: [missed({ priority: priority as Daily['priority'], value, streak: 7 })],
      });
      expect(result.user.stats.hp).toBeCloseTo(50 - hpLost, 10);
      expect(result.summary.damage).toBeCloseTo(hpLost, 10);
      const daily = taskById<Daily>(result.tasks, 'missed');
      expect(daily.value).toBeCloseTo(valueAfter, 10);
      expect(daily.streak).toBe(0);
    },
  );

  it('a checklist half done halves the value change and the damage', () => {
    const checklist = [
      { id: 'a', text: 'a', completed: true },
      { id: 'b', text: 'b', completed: false },
    ];
    const result = runCron({ tasks: [missed({ checklist })] });
    expect(taskById<Daily>(result.tasks, 'missed').value).toBeCloseTo(-0.5, 10);
    expect(result.user.stats.hp).toBeCloseTo(49, 10);
    // Missed: the checklist starts the new day unticked.
    expect(taskById<Daily>(result.tasks, 'missed').checklist.every((i) => !i.completed)).toBe(true);
  });

  it('a daily not due yesterday does no harm and keeps its checklist progress', () => {
    // 2026-03-10 is a Tuesday: a daily for Mondays only was not due.
    const checklist = [{ id: 'a', text: 'a', completed: true }];
    const result = runCron({
      tasks: [missed({ frequency: 'weekly', repeat: weekdays('m'), checklist, streak: 3 })],
    });
    const daily = taskById<Daily>(result.tasks, 'missed');
    expect(result.user.stats.hp).toBe(50);
    expect(daily.streak).toBe(3);
    expect(daily.checklist[0]!.completed).toBe(true);
    expect(daily.history.at(-1)).toMatchObject({ completed: false, isDue: true });
  });

  it('Chilling Frost keeps the streak of a missed daily, not of a challenge daily', () => {
    const frozen = makeUser({
      stats: { buffs: { ...makeUser().stats.buffs, streaks: true } },
    });
    const result = runCron({
      user: frozen,
      tasks: [
        missed({ streak: 9 }),
        missed({
          id: 'challenge',
          streak: 9,
          challenge: { id: 'c1', taskId: 't' } as Daily['challenge'],
        }),
      ],
    });
    expect(taskById<Daily>(result.tasks, 'missed').streak).toBe(9);
    expect(taskById<Daily>(result.tasks, 'challenge').streak).toBe(0);
  });

  it('stealth evades one missed daily per charge: no damage, streak kept, still perfect', () => {
    const sneaky = makeUser({ stats: { buffs: { ...makeUser().stats.buffs, stealth: 1 } } });
    const result = runCron({
      user: sneaky,
      tasks: [missed({ id: 'first', streak: 5 }), missed({ id: 'second', streak: 5 })],
    });
    expect(taskById<Daily>(result.tasks, 'first').streak).toBe(5);
    expect(taskById<Daily>(result.tasks, 'second').streak).toBe(0);
    expect(result.user.stats.hp).toBe(48);
    expect(result.summary.perfect).toBe(false);

    const allEvaded = runCron({ user: sneaky, tasks: [missed({ streak: 5 })] });
    expect(allEvaded.user.stats.hp).toBe(50);
    expect(allEvaded.summary.perfect).toBe(true);
  });

  it('sleeping in the inn: no damage, no value change, streak kept, but not a perfect day', () => {
    const asleep = makeUser({ preferences: { sleep: true } });
    const result = runCron({ user: asleep, tasks: [missed({ streak: 6, value: 3 })] });
    const daily = taskById<Daily>(result.tasks, 'missed');
    expect(result.user.stats.hp).toBe(50);
    expect(daily.value).toBe(3);
    expect(daily.streak).toBe(6);
    expect(result.summary.perfect).toBe(false);
    expect(result.user.stats.buffs.str).toBe(0);
    // No mana regeneration while asleep.
    expect(result.user.stats.mp).toBe(10);
  });

  it('several missed days count as one: one day of damage', () => {
    const result = runCron({ tasks: [missed()], daysMissed: 5 });
    expect(result.user.stats.hp).toBe(48);
  });

  it('missed dailies hurt the boss: medium and hard as easy, trivial a tenth', () => {
    const result = runCron({
      tasks: [
        missed({ id: 'easy', priority: 1 }),
        missed({ id: 'hard', priority: 2 }),
        missed({ id: 'trivial', priority: 0.1 }),
      ],
    });
    expect(result.questProgress.down).toBeCloseTo(-1 - 1 - 0.1, 10);
  });

  it('a completed daily starts the new day unchecked with its streak and checklist reset', () => {
    const checklist = [{ id: 'a', text: 'a', completed: true }];
    const result = runCron({ tasks: [done({ checklist })] });
    const daily = taskById<Daily>(result.tasks, 'done');
    expect(daily.completed).toBe(false);
    expect(daily.streak).toBe(4);
    expect(daily.checklist[0]!.completed).toBe(false);
    expect(daily.isDue).toBe(true);
    expect(daily.nextDue).toHaveLength(6);
  });
});

describe('cron: perfect day and buffs', () => {
  it.each([
    { lvl: 1, buff: 1 },
    { lvl: 7, buff: 4 },
    { lvl: 100, buff: 50 },
    { lvl: 150, buff: 50 },
  ])('a perfect day at level $lvl gives +$buff to each attribute', ({ lvl, buff }) => {
    const result = runCron({ user: makeUser({ stats: { lvl } }), tasks: [done()] });
    expect(result.user.stats.buffs).toMatchObject({ str: buff, int: buff, per: buff, con: buff });
    expect(result.user.achievements.perfect).toBe(1);
  });

  it('no daily due: no perfect day, and yesterday’s buffs end', () => {
    const buffed = makeUser({
      stats: {
        buffs: { ...makeUser().stats.buffs, str: 9, stealth: 2, streaks: true, snowball: true },
      },
    });
    const result = runCron({ user: buffed, tasks: [] });
    expect(result.user.stats.buffs).toMatchObject({
      str: 0,
      stealth: 0,
      streaks: false,
      snowball: false,
    });
    expect(result.user.achievements.perfect ?? 0).toBe(0);
  });
});

describe('cron: mana', () => {
  it.each([
    // level-1 player: maxMP 30 → a tenth is 3, so the floor of 10 applies; perfect-day +1 int → 32
    { name: 'all done', tasks: [done()], mp: 20 },
    { name: 'half done', tasks: [done(), missed()], mp: 15 },
    { name: 'no dailies', tasks: [], mp: 20 },
    { name: 'all missed', tasks: [missed()], mp: 10 },
  ])('$name → mp $mp', ({ tasks, mp }) => {
    const result = runCron({ tasks });
    expect(result.user.stats.mp).toBeCloseTo(mp, 10);
  });

  it('never beyond max mana', () => {
    const result = runCron({ user: makeUser({ stats: { mp: 31 } }), tasks: [done()] });
    // maxMP = 30 + 2 × (perfect-day int buff 1) = 32
    expect(result.user.stats.mp).toBe(32);
  });
});

describe('cron: to-dos and habits', () => {
  it('open to-dos grow redder once; completed ones past 30 days are removed', () => {
    const open = makeTask('todo', { id: 'open', value: 0 });
    const old = makeTask('todo', {
      id: 'old',
      completed: true,
      dateCompleted: '2026-02-01T00:00:00.000Z',
    });
    const recent = makeTask('todo', {
      id: 'recent',
      completed: true,
      dateCompleted: '2026-03-01T00:00:00.000Z',
    });
    const result = runCron({ tasks: [open, old, recent] });
    expect(taskById<Todo>(result.tasks, 'open').value).toBeCloseTo(-1, 10);
    expect(result.removedTodoIds).toEqual(['old']);
    expect(result.user.stats.hp).toBe(50);
    expect(result.history.todos.at(-1)).toEqual({ date: NOW.getTime(), value: -1 });
  });

  it('habit counters reset by frequency: daily always, weekly on a new ISO week', () => {
    const counted = { counterUp: 3, counterDown: 2 };
    const habits = [
      makeTask('habit', { id: 'daily', frequency: 'daily', ...counted }),
      makeTask('habit', { id: 'weekly', frequency: 'weekly', ...counted }),
      makeTask('habit', { id: 'monthly', frequency: 'monthly', ...counted }),
    ];
    // Tuesday → Wednesday: same week and month.
    const sameWeek = runCron({ tasks: habits });
    expect(taskById<Habit>(sameWeek.tasks, 'daily').counterUp).toBe(0);
    expect(taskById<Habit>(sameWeek.tasks, 'weekly').counterUp).toBe(3);
    expect(taskById<Habit>(sameWeek.tasks, 'monthly').counterUp).toBe(3);
    // Last cron 3 days before (Sunday 8 March): a new week, same month.
    const newWeek = runCron({ tasks: habits, daysMissed: 3 });
    expect(taskById<Habit>(newWeek.tasks, 'weekly').counterDown).toBe(0);
    expect(taskById<Habit>(newWeek.tasks, 'monthly').counterDown).toBe(2);
    // Last cron 11 days before (28 February): a new month.
    const newMonth = runCron({ tasks: habits, daysMissed: 11 });
    expect(taskById<Habit>(newMonth.tasks, 'monthly').counterUp).toBe(0);
  });

  it('one-way habits halve towards 0 (0 under 0.1); two-way habits keep their value', () => {
    const result = runCron({
      tasks: [
        makeTask('habit', { id: 'upOnly', up: true, down: false, value: 5 }),
        makeTask('habit', { id: 'downOnly', up: false, down: true, value: -0.09 }),
        makeTask('habit', { id: 'both', up: true, down: true, value: 5 }),
      ],
    });
    expect(taskById<Habit>(result.tasks, 'upOnly').value).toBe(2.5);
    expect(taskById<Habit>(result.tasks, 'downOnly').value).toBe(0);
    expect(taskById<Habit>(result.tasks, 'both').value).toBe(5);
  });
});

describe('cron: bookkeeping', () => {
  it('counts the cron, resets the drop count and remembers the zone', () => {
    const user = makeUser({ preferences: { timezoneOffset: -120 } });
    const result = runCron({
      user: { ...user, items: { ...user.items, lastDrop: { count: 4, date: 'x' } } },
    });
    expect(result.user.flags.cronCount).toBe(1);
    expect(result.user.items.lastDrop.count).toBe(0);
    expect(result.user.preferences.timezoneOffsetAtLastCron).toBe(-120);
  });

  it('records the total experience: this level plus every level before', () => {
    // toNextLevel: L1 25, L2 50, L5 150, L6 210
    expect(expTally(makeUser({ stats: { lvl: 3, exp: 20 } }))).toBe(20 + 25 + 50);
    const user = makeUser({ stats: { lvl: 7, exp: 5 } });
    expect(expTally(user)).toBe(5 + 25 + 50 + 75 + 100 + 150 + 210);
    expect(runCron({ user }).history.exp.at(-1)).toEqual({ date: NOW.getTime(), value: 615 });
  });

  it('hands the quest progress over and clears it, unless asleep', () => {
    const progress = { up: 12, down: -1, collectedItems: 2 };
    const user = makeUser({ party: { quest: { progress } } });
    const awake = runCron({ user, tasks: [missed()] });
    expect(awake.questProgress).toEqual({ up: 12, down: -2, collectedItems: 2 });
    expect(awake.user.party?.quest.progress).toEqual({ up: 0, down: 0, collectedItems: 0 });
    const asleep = runCron({
      user: { ...user, preferences: { ...user.preferences, sleep: true } },
    });
    expect(asleep.questProgress).toEqual({ up: 0, down: 0, collectedItems: 0 });
    expect(asleep.user.party?.quest.progress).toEqual(progress);
  });
});
