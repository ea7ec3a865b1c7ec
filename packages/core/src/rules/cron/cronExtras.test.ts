import { describe, expect, it } from 'vitest';
import { emptyPlan } from '../../model/plan.ts';
import { makeTask, makeUser } from '../../testing/factories.ts';
import { recurringDaily, weekdays } from '../recurrence/recurrenceTestKit.ts';
import { CRON_CATALOGUE, mysteryItemsOf } from './cronCatalogue.ts';
import { NOW, runCron } from './cronTestKit.ts';
import { MAX_INCENTIVES } from '../../content/misc/loginIncentives.ts';
import { checkIn } from './loginIncentive.ts';
import { preenHistory } from './preening.ts';
import { subscriptionAtCron } from './subscriptionAtCron.ts';
import { yesterDailies } from './yesterDailies.ts';

const DAY = 86_400_000;

describe('login incentives', () => {
  const table = (count: number) =>
    count === 4
      ? {
          rewards: [{ type: 'hatchingPotions' as const, key: 'RoyalPurple', count: 1 }],
          nextRewardAt: 5,
        }
      : count === 2
        ? { rewards: [{ type: 'backgrounds' as const, key: 'blue' }], nextRewardAt: 3 }
        : { rewards: [], nextRewardAt: 4 };

  it('counts a check-in, grants the reward at its count and says what comes next', () => {
    const result = checkIn(makeUser(), {}, 3, table);
    expect(result.loginIncentives).toBe(4);
    expect(result.user.items.hatchingPotions.RoyalPurple).toBe(1);
    expect(result.notification?.data).toMatchObject({ count: 4, nextRewardAt: 5 });
  });

  it('backgrounds go to the purchased backgrounds', () => {
    expect(checkIn(makeUser(), {}, 1, table).backgrounds).toEqual({ blue: true });
  });

  it('after the last reward the count goes on with nothing given or told', () => {
    const result = checkIn(makeUser(), {}, MAX_INCENTIVES, table);
    expect(result.loginIncentives).toBe(501);
    expect(result.notification).toBeUndefined();
  });

  it('cron replaces the previous check-in notification', () => {
    const result = runCron({
      loginIncentives: 3,
      catalogue: { loginRewardAt: table, mysteryItemsOf: () => [] },
    });
    expect(result.loginIncentives).toBe(4);
    expect(result.replacesNotificationTypes).toEqual(['LOGIN_INCENTIVE']);
    expect(result.notifications[0]).toMatchObject({ type: 'LOGIN_INCENTIVE' });
  });
});

describe('subscription at cron', () => {
  const subscribed = {
    ...emptyPlan(),
    customerId: 'c1',
    planId: 'basic_earned',
    dateUpdated: '2026-01-15T00:00:00.000Z',
    gemsBought: 7,
    consecutive: { count: 2, offset: 0, trinkets: 1, gemCapExtra: 24 },
  };
  const mystery = (month: Date) =>
    month.getUTCMonth() === 1 ? ['armor_mystery_202602'] : ['head_mystery_202603'];

  it('each new month adds to the count, the gem cap (at most 26) and the hourglasses', () => {
    const { plan, revealed, hourglasses } = subscriptionAtCron(subscribed, {
      now: NOW,
      mysteryItemsOf: mystery,
      owned: {},
    });
    expect(plan.gemsBought).toBe(0);
    expect(plan.consecutive).toMatchObject({ count: 4, gemCapExtra: 26, trinkets: 3 });
    expect(hourglasses).toBe(2);
    expect(revealed).toEqual(['armor_mystery_202602', 'head_mystery_202603']);
    expect(plan.dateUpdated).toBe(NOW.toISOString());
  });

  it('owned mystery items are not revealed again', () => {
    const { revealed } = subscriptionAtCron(subscribed, {
      now: NOW,
      mysteryItemsOf: mystery,
      owned: { armor_mystery_202602: true },
    });
    expect(revealed).toEqual(['head_mystery_202603']);
  });

  it('the same month changes nothing; an ended subscription is removed', () => {
    const sameMonth = { ...subscribed, dateUpdated: '2026-03-02T00:00:00.000Z' };
    expect(
      subscriptionAtCron(sameMonth, { now: NOW, mysteryItemsOf: mystery, owned: {} }).plan,
    ).toEqual(sameMonth);
    const ended = { ...sameMonth, dateTerminated: '2026-03-05T00:00:00.000Z' };
    const { plan } = subscriptionAtCron(ended, { now: NOW, mysteryItemsOf: mystery, owned: {} });
    expect(plan).toMatchObject({ customerId: null, planId: null, consecutive: { count: 0 } });
  });

  it('a player who never subscribed only gets the monthly gem count reset', () => {
    const plan = { ...emptyPlan(), gemsBought: 3, dateUpdated: '2026-02-01T00:00:00.000Z' };
    const result = subscriptionAtCron(plan, { now: NOW, mysteryItemsOf: mystery, owned: {} });
    expect(result.plan.gemsBought).toBe(0);
    expect(result.plan.consecutive.count).toBe(0);
    expect(result.hourglasses).toBe(0);
  });
});

describe('history preening', () => {
  it('leaves 60 entries or fewer alone', () => {
    const history = Array.from({ length: 60 }, (_, day) => ({ date: day * DAY, value: day }));
    expect(preenHistory(history, { now: NOW, isSubscriber: false })).toEqual(history);
  });

  it('keeps the last 60 days, averages months before and years before those', () => {
    // One entry a day for 500 days up to yesterday.
    const history = Array.from({ length: 500 }, (_, index) => ({
      date: NOW.getTime() - (500 - index) * DAY,
      value: index,
    }));
    const preened = preenHistory(history, { now: NOW, isSubscriber: false });
    const cutOff = Date.UTC(2026, 0, 10);
    const recent = preened.filter((entry) => entry.date >= cutOff);
    expect(recent).toHaveLength(history.filter((entry) => entry.date >= cutOff).length);
    const older = preened.filter((entry) => entry.date < cutOff);
    // 10 monthly groups (March–December 2025) plus the January 2026 days before the cut-off,
    // and the years before: 2024 and January–February 2025.
    const years = older.filter((entry) => entry.date < Date.UTC(2025, 2, 1));
    expect(years.map((entry) => new Date(entry.date).getUTCFullYear())).toEqual([2024, 2025]);
    expect(older.length - years.length).toBe(11);
    // A monthly entry is the mean of its month's values, dated at the month's first entry.
    const april = older.find((entry) => new Date(entry.date).getUTCMonth() === 3)!;
    const aprilValues = history.filter(
      (entry) =>
        new Date(entry.date).getUTCMonth() === 3 && new Date(entry.date).getUTCFullYear() === 2025,
    );
    expect(april.date).toBe(aprilValues[0]!.date);
    expect(april.value).toBeCloseTo(
      aprilValues.reduce((sum, entry) => sum + entry.value, 0) / aprilValues.length,
      10,
    );
  });

  it('subscribers keep up to 365 entries untouched', () => {
    const history = Array.from({ length: 300 }, (_, day) => ({ date: day * DAY, value: day }));
    expect(preenHistory(history, { now: NOW, isSubscriber: true })).toHaveLength(300);
    expect(preenHistory(history, { now: NOW, isSubscriber: false }).length).toBeLessThan(300);
  });
});

describe('yesterDailies', () => {
  const prefs = { dayStart: 0, timezoneOffset: 0 };
  it('lists the open dailies that were due yesterday and ask to be recorded', () => {
    const tasks = [
      recurringDaily({ id: 'due' }),
      recurringDaily({ id: 'done', completed: true }),
      recurringDaily({ id: 'optedOut', yesterDaily: false }),
      // 10 March 2026 was a Tuesday.
      recurringDaily({ id: 'mondays', frequency: 'weekly', repeat: weekdays('m') }),
      recurringDaily({ id: 'tuesdays', frequency: 'weekly', repeat: weekdays('t') }),
      recurringDaily({
        id: 'awaitingApproval',
        group: {
          ...recurringDaily().group,
          approval: { required: true, approved: false, requested: true },
        },
      }),
      makeTask('habit', { id: 'habit' }),
    ];
    expect(yesterDailies(tasks, prefs, NOW).map((task) => task.id)).toEqual(['due', 'tuesdays']);
  });

  it('yesterday follows the day start: at 03:00 with day start 4 it is the day before', () => {
    const tasks = [recurringDaily({ id: 'mondays', frequency: 'weekly', repeat: weekdays('m') })];
    const early = new Date('2026-03-11T03:00:00.000Z');
    expect(yesterDailies(tasks, { dayStart: 4, timezoneOffset: 0 }, early)).toHaveLength(1);
    expect(yesterDailies(tasks, prefs, early)).toHaveLength(0);
  });
});

describe('the catalogue the day boundary reads', () => {
  it('check-in 4 gives a Royal Purple potion and points to 5', () => {
    const result = runCron({ loginIncentives: 3, catalogue: CRON_CATALOGUE });
    expect(result.user.items.hatchingPotions.RoyalPurple).toBe(1);
    expect(result.notifications).toContainEqual(
      expect.objectContaining({
        type: 'LOGIN_INCENTIVE',
        data: expect.objectContaining({ nextRewardAt: 5 }),
      }),
    );
  });

  it('check-in 2 gives the five coloured backgrounds', () => {
    const result = runCron({ loginIncentives: 1, catalogue: CRON_CATALOGUE });
    expect(Object.keys(result.purchased.background).length).toBe(5);
  });

  it('a subscriber’s new month reveals that month’s mystery items', () => {
    expect(mysteryItemsOf(new Date(Date.UTC(2015, 0, 1))).length).toBeGreaterThan(0);
    expect(mysteryItemsOf(new Date(Date.UTC(2013, 0, 1)))).toEqual([]);
  });
});
