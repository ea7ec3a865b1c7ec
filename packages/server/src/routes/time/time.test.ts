// Issue 30 through the API: vacations (a party on a boss quest takes nothing from a member away),
// skipping a daily, RRULE schedules beside the original's fields, "N times a week", to-dos that
// come back, several missed days ticked off, and the calendar feed read with a real iCalendar parser.
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { groupCalls } from '../../../test/helpers/groupCalls.ts';
import { type ApiTask, taskCalls } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../../services/clock.ts';
import { fixedRandom } from '../../services/random.ts';

const DAY = 86_400_000;

describe.each(databasesUnderTest())('time zones, vacations and schedules on $name', (database) => {
  let player: TestAccount;
  // Monday 1 June 2026, 12:00 UTC; the player keeps the original's offset 0.
  const clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
  const t = useTestApp(database, { clock, random: fixedRandom(0.9) });
  beforeEach(async () => {
    clock.reset();
    player = await registerAccount(t.app);
  });

  const calls = (account = player) => taskCalls(t.app, account);
  const ok = async (method: string, path: string, body?: object, account = player) => {
    const response = await calls(account).call(method as 'GET', path, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ApiTask }>().data;
  };
  const cron = (account = player, body?: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v4/cron',
      headers: account.headers,
      ...(body ? { payload: body } : {}),
    });
  const everyDay = (text: string, account = player, extra: object = {}) =>
    calls(account).create({ type: 'daily', text, startDate: '2026-05-01T00:00:00.000Z', ...extra });
  const setStreak = (id: string, streak: number) =>
    t.test.db.query(
      `UPDATE tasks SET details = details || jsonb_build_object('streak', $2::int) WHERE id = $1`,
      [id, streak],
    );
  const taskById = async (id: string, account = player) =>
    (await calls(account).list()).find((task) => task.id === id)!;

  describe('vacations', () => {
    it('are listed, checked and cancelled', async () => {
      const list = await ok('POST', '/user/vacations', { start: '2026-06-10', end: '2026-06-12' });
      expect(list).toEqual([{ id: expect.any(String), start: '2026-06-10', end: '2026-06-12' }]);
      const overlapping = await calls().call('POST', '/user/vacations', {
        start: '2026-06-12',
        end: '2026-06-20',
      });
      expect(overlapping.statusCode).toBe(400);
      const backwards = await calls().call('POST', '/user/vacations', {
        start: '2026-07-02',
        end: '2026-07-01',
      });
      expect(backwards.statusCode).toBe(400);
      expect((await calls().user()).preferences.vacations).toEqual(list);
      expect(await ok('DELETE', `/user/vacations/${list[0].id}`)).toEqual([]);
      expect((await calls().call('DELETE', `/user/vacations/${list[0].id}`)).statusCode).toBe(404);
    });

    it('in a party on a boss quest: no damage to anyone, streaks as they were', async () => {
      const bob = await registerAccount(t.app);
      const party = await groupCalls(t.app, player).createParty();
      await groupCalls(t.app, player).invite(party.id, { uuids: [bob.id] });
      await groupCalls(t.app, bob).join(party.id);
      await t.test.db.query(
        `UPDATE users SET items = jsonb_set(items, '{quests,rat}', '1') WHERE id = $1`,
        [player.id],
      );
      await groupCalls(t.app, player).ok('POST', '/groups/party/quests/invite/rat');
      await groupCalls(t.app, bob).ok('POST', '/groups/party/quests/accept');
      const daily = await everyDay('Stretch', player, { priority: 2 });
      await setStreak(daily.id, 5);
      await ok('POST', '/user/vacations', { start: '2026-06-01', end: '2026-06-03' });

      clock.jump(DAY);
      expect((await cron()).statusCode).toBe(200);

      expect((await calls().user()).stats.hp).toBe(50);
      expect((await calls(bob).user()).stats.hp).toBe(50);
      expect(await taskById(daily.id)).toMatchObject({ streak: 5, value: 0, completed: false });
      expect((await groupCalls(t.app, bob).party()).quest.progress.hp).toBe(1200);
      // Back from vacation (3 June was the last day): a miss on 4 June counts again.
      clock.jump(2 * DAY);
      expect((await cron()).statusCode).toBe(200);
      expect((await taskById(daily.id)).streak).toBe(5);
      clock.jump(DAY);
      expect((await cron()).statusCode).toBe(200);
      expect((await taskById(daily.id)).streak).toBe(0);
      expect((await calls(bob).user()).stats.hp).toBeLessThan(50);
    });
  });

  describe('skipping a daily', () => {
    it('is neutral: no damage, the streak kept; only a due, open daily; undone with DELETE', async () => {
      const daily = await everyDay('Stretch');
      await setStreak(daily.id, 3);
      const skipped = await ok('POST', `/tasks/${daily.id}/skip`);
      expect(skipped.skippedDate).toBe('2026-06-01');
      expect((await ok('DELETE', `/tasks/${daily.id}/skip`)).skippedDate).toBeNull();
      await ok('POST', `/tasks/${daily.id}/skip`);
      clock.jump(DAY);
      expect((await cron()).statusCode).toBe(200);
      expect((await calls().user()).stats.hp).toBe(50);
      expect(await taskById(daily.id)).toMatchObject({ streak: 3, value: 0 });

      const weekly = await calls().create({
        type: 'daily',
        text: 'Sundays',
        frequency: 'weekly',
        repeat: { su: true, m: false, t: false, w: false, th: false, f: false, s: false },
        startDate: '2026-05-01T00:00:00.000Z',
      });
      expect((await calls().call('POST', `/tasks/${weekly.id}/skip`)).statusCode).toBe(400);
      const todo = await calls().create({ type: 'todo', text: 'x' });
      expect((await calls().call('POST', `/tasks/${todo.id}/skip`)).statusCode).toBe(400);
    });
  });

  describe('richer schedules', () => {
    it('derives the rrule from the original’s fields, and fills them from an rrule they can say', async () => {
      const daily = await everyDay('Stretch', player, { frequency: 'daily', everyX: 2 });
      expect(daily.rrule).toBe('DTSTART;VALUE=DATE:20260501\nRRULE:FREQ=DAILY;INTERVAL=2');
      const weekly = await ok('PUT', `/tasks/${daily.id}`, {
        rrule: 'DTSTART;VALUE=DATE:20260601\nRRULE:FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=MO,WE',
      });
      expect(weekly).toMatchObject({ frequency: 'weekly', everyX: 1, isDue: true });
      expect(weekly.repeat).toMatchObject({ m: true, w: true, t: false });
      // Only the original's fields sent (an old client): the rule follows them.
      const back = await ok('PUT', `/tasks/${daily.id}`, { frequency: 'daily', everyX: 1 });
      expect(back.rrule).toMatch(/RRULE:FREQ=DAILY;INTERVAL=1$/);
      expect(
        (await calls().call('PUT', `/tasks/${daily.id}`, { rrule: 'RRULE:FREQ=HOURLY' }))
          .statusCode,
      ).toBe(400);
    });

    it('an rrule the fields cannot say decides alone: the last weekday of the month', async () => {
      const rrule =
        'DTSTART;VALUE=DATE:20260101\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1';
      const daily = await calls().create({ type: 'daily', text: 'Invoices', rrule });
      expect(daily.rrule).toBe(rrule);
      expect(daily.isDue).toBe(false);
      expect(daily.nextDue.slice(0, 2)).toEqual([
        '2026-06-30T00:00:00.000Z',
        '2026-07-31T00:00:00.000Z',
      ]);
      clock.jump(29 * DAY); // Tuesday 30 June
      await cron();
      expect((await taskById(daily.id)).isDue).toBe(true);
    });

    it('N times a week: due until done that many times; the shortfall only at the week’s end', async () => {
      const daily = await calls().create({ type: 'daily', text: 'Run', timesPerWeek: 2 });
      expect(daily).toMatchObject({ timesPerWeek: 2, isDue: true });
      expect(
        (await calls().call('POST', '/tasks/user', { type: 'daily', text: 'x', timesPerWeek: 8 }))
          .statusCode,
      ).toBe(400);
      clock.jump(DAY); // Tuesday: Monday open, but the week is not over
      await cron();
      expect((await calls().user()).stats.hp).toBe(50);
      expect((await calls().call('POST', `/tasks/${daily.id}/score/up`)).statusCode).toBe(200);
      clock.jump(DAY);
      await cron();
      expect((await calls().call('POST', `/tasks/${daily.id}/score/up`)).statusCode).toBe(200);
      clock.jump(DAY); // Thursday: done twice this week, no longer due
      await cron();
      expect((await taskById(daily.id)).isDue).toBe(false);
    });

    it('a to-do with returnsAfterDays comes back that many days after completion', async () => {
      const todo = await calls().create({
        type: 'todo',
        text: 'Water plants',
        returnsAfterDays: 2,
      });
      expect(todo.returnsAfterDays).toBe(2);
      expect((await calls().call('POST', `/tasks/${todo.id}/score/up`)).statusCode).toBe(200);
      clock.jump(DAY);
      await cron();
      expect((await calls().list('todos')).map((task) => task.id)).not.toContain(todo.id);
      clock.jump(DAY);
      await cron();
      const back = (await calls().list('todos')).find((task) => task.id === todo.id);
      expect(back).toMatchObject({ completed: false, returnsAfterDays: 2 });
    });
  });

  describe('several missed days', () => {
    it('lists each missed date’s dailies; the ticks leave damage only for what stays unticked', async () => {
      const stretch = await everyDay('Stretch', player, { priority: 2 });
      const read = await everyDay('Read', player, { priority: 2 });
      const sundays = await calls().create({
        type: 'daily',
        text: 'Sundays',
        frequency: 'weekly',
        repeat: { su: true, m: false, t: false, w: false, th: false, f: false, s: false },
        startDate: '2026-05-01T00:00:00.000Z',
      });
      expect((await ok('GET', '/cron/missed-days')).days).toEqual([]);
      clock.jump(3 * DAY); // Thursday 4 June: 1, 2 and 3 June missed
      const { days } = await ok('GET', '/cron/missed-days');
      expect(days.map((day: ApiTask) => day.date)).toEqual([
        '2026-06-01',
        '2026-06-02',
        '2026-06-03',
      ]);
      for (const day of days)
        expect(day.dailies.map((task: ApiTask) => task.id).sort()).toEqual(
          [stretch.id, read.id].sort(),
        );
      expect(JSON.stringify(days)).not.toContain(sundays.id);
      // Old clients: GET changed nothing, the boundary is still due.
      expect((await calls().user()).needsCron).toBe(true);

      const refused = await cron(player, { missedDays: [{ date: '2026-05-20', done: [] }] });
      expect(refused.statusCode).toBe(400);
      const response = await cron(player, {
        missedDays: [
          { date: '2026-06-02', done: [read.id] },
          { date: '2026-06-03', done: [stretch.id] },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const user = await calls().user();
      // Only Read, unticked on 3 June, hurts: hard daily at value 0 → −4 hp.
      expect(user.stats.hp).toBe(46);
      expect(user.needsCron).toBe(false);
      expect((await taskById(read.id)).value).toBe(-1);
      expect((await taskById(stretch.id)).value).toBe(0);
      expect((await taskById(read.id)).history.some((entry: ApiTask) => entry.completed)).toBe(
        true,
      );
    });
  });

  describe('the calendar feed', () => {
    it('parses as iCalendar and lists the dailies due and the to-dos with due dates', async () => {
      await calls().create({
        type: 'daily',
        text: 'Sundays',
        frequency: 'weekly',
        repeat: { su: true, m: false, t: false, w: false, th: false, f: false, s: false },
        startDate: '2026-05-01T00:00:00.000Z',
      });
      await calls().create({ type: 'todo', text: 'Taxes', date: '2026-06-15T10:00:00.000Z' });
      await calls().create({ type: 'todo', text: 'Someday' });
      const { url } = await ok('GET', '/user/calendar-feed');
      expect((await ok('GET', '/user/calendar-feed')).url).toBe(url);
      const path = new URL(url).pathname;
      const feed = await t.app.inject({ method: 'GET', url: path });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toMatch(/^text\/calendar/);

      const calendar = new ICAL.Component(ICAL.parse(feed.body));
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      const dates = (summary: string) =>
        events
          .filter((event) => event.summary === summary)
          .map((event) => event.startDate.toString());
      // Sundays from 31 May (7 days back) to 26 July (60 ahead).
      expect(dates('Sundays')).toEqual([
        '2026-05-31',
        '2026-06-07',
        '2026-06-14',
        '2026-06-21',
        '2026-06-28',
        '2026-07-05',
        '2026-07-12',
        '2026-07-19',
        '2026-07-26',
      ]);
      expect(events.every((event) => event.startDate.isDate)).toBe(true);
      expect(dates('Taxes')).toEqual(['2026-06-15']);
      expect(dates('Someday')).toEqual([]);

      const { url: renewed } = await ok('POST', '/user/calendar-feed/regenerate');
      expect(renewed).not.toBe(url);
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: new URL(renewed).pathname })).statusCode,
      ).toBe(200);
    });
  });
});
