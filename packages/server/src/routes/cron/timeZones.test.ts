// The day boundary in the player's named zone, through the API (issue 30): local midnight (or the
// day start) across a daylight-saving change, zones at odd offsets, and travel through the
// `x-user-timezone` header, one boundary per local date (docs/game-rules.md#time-zones-and-travel).
import { dateKey, gameDateAt } from '@questlog/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { taskCalls } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../../services/clock.ts';
import { fixedRandom } from '../../services/random.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(databasesUnderTest())('the day boundary in a named zone on $name', (database) => {
  let player: TestAccount;
  const clock = createFixedClock(new Date('2026-03-28T12:00:00Z'));
  const t = useTestApp(database, { clock, random: fixedRandom(0.9) });
  beforeEach(async () => {
    clock.reset();
    player = await registerAccount(t.app);
  });

  const calls = () => taskCalls(t.app, player);
  const setTo = (iso: string) => clock.jump(new Date(iso).getTime() - clock.now().getTime());
  const needsCron = async () => (await calls().user()).needsCron as boolean;
  const cron = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v4/cron',
      headers: { ...player.headers, ...headers },
    });
  const putZone = async (timezone: unknown) =>
    calls().call('PUT', '/user', { 'preferences.timezone': timezone });
  const runs = () =>
    t.test.db.query<{ ran_at: Date; days_missed: number }>(
      'SELECT ran_at, days_missed FROM cron_runs WHERE user_id = $1 ORDER BY ran_at',
      [player.id],
    );

  it('Berlin: the day turns at local midnight, an hour earlier in UTC after the spring change', async () => {
    expect((await putZone('Europe/Berlin')).statusCode).toBe(200);
    const user = await calls().user();
    expect(user.preferences).toMatchObject({ timezone: 'Europe/Berlin', timezoneOffset: -60 });
    setTo('2026-03-28T22:59:00Z'); // 23:59 on 28 March, UTC+1
    expect(await needsCron()).toBe(false);
    setTo('2026-03-28T23:00:00Z'); // midnight, 29 March
    expect(await needsCron()).toBe(true);
    expect((await cron()).statusCode).toBe(200);
    expect(await needsCron()).toBe(false);
    // 02:00 became 03:00 on 29 March: the 30th begins at 22:00 UTC.
    setTo('2026-03-29T21:59:00Z');
    expect(await needsCron()).toBe(false);
    expect((await calls().user()).preferences.timezoneOffset).toBe(-120);
    setTo('2026-03-29T22:00:00Z');
    expect(await needsCron()).toBe(true);
  });

  it.each([
    // Kathmandu, UTC+5:45: midnight is 18:15 UTC.
    ['Asia/Kathmandu', 0, '2026-03-28T18:14:00Z', '2026-03-28T18:15:00Z'],
    // St John's, UTC−2:30 in summer (from 8 March): a 4 am day start is 06:30 UTC.
    ['America/St_Johns', 4, '2026-03-29T06:29:00Z', '2026-03-29T06:30:00Z'],
    // Chatham, UTC+13:45 until 5 April: east of the original's offset range.
    ['Pacific/Chatham', 0, '2026-03-28T10:14:00Z', '2026-03-28T10:15:00Z'],
  ])('%s with day start %i: not due at %s, due at %s', async (zone, dayStart, before, at) => {
    await calls().call('POST', '/user/custom-day-start', { dayStart });
    expect((await putZone(zone)).statusCode).toBe(200);
    setTo(before);
    expect(await needsCron()).toBe(false);
    setTo(at);
    expect(await needsCron()).toBe(true);
  });

  it('takes the browser’s zone at sign-up: the first day turns at its midnight', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/local/register',
      payload: {
        username: 'tokyo_player',
        email: 'tokyo@example.com',
        password: 'correct horse battery',
        confirmPassword: 'correct horse battery',
        timezone: 'Asia/Tokyo',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, apiToken } = response.json<{ data: { id: string; apiToken: string } }>().data;
    player = { ...player, id, apiToken, headers: { 'x-api-user': id, 'x-api-key': apiToken } };
    expect((await calls().user()).preferences).toMatchObject({
      timezone: 'Asia/Tokyo',
      timezoneOffset: -540,
    });
    setTo('2026-03-28T14:59:00Z'); // 23:59 in Tokyo
    expect(await needsCron()).toBe(false);
    setTo('2026-03-28T15:00:00Z');
    expect(await needsCron()).toBe(true);
  });

  it('an old client (offset header only, empty POST /cron) is handled as before zones', async () => {
    const offset = { 'x-user-timezoneOffset': '-120' };
    await t.app.inject({
      method: 'GET',
      url: '/api/v4/user',
      headers: { ...player.headers, ...offset },
    });
    expect((await calls().user()).preferences).toMatchObject({
      timezone: null,
      timezoneOffset: -120,
      vacations: [],
    });
    setTo('2026-03-28T21:59:00Z'); // 23:59 at UTC+2
    expect(await needsCron()).toBe(false);
    setTo('2026-03-28T22:00:00Z');
    expect(await needsCron()).toBe(true);
    expect((await cron(offset)).statusCode).toBe(200);
    expect(await needsCron()).toBe(false);
    expect((await runs()).length).toBe(1);
  });

  it('refuses a zone name the runtime does not know, naming the field', async () => {
    const response = await putZone('Mars/Olympus_Mons');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ param: 'preferences.timezone' }] });
  });

  it('with a zone, an offset-only header is ignored', async () => {
    await putZone('Europe/Berlin');
    await calls().user();
    await t.app.inject({
      method: 'GET',
      url: '/api/v4/user',
      headers: { ...player.headers, 'x-user-timezoneOffset': '300' },
    });
    expect((await calls().user()).preferences.timezoneOffset).toBe(-60);
  });

  it('Tokyo → Honolulu → Berlin, opening every hour: one boundary per local date', async () => {
    setTo('2026-06-01T00:00:00Z');
    player = await registerAccount(t.app);
    const itinerary = [
      ...Array<string>(48).fill('Asia/Tokyo'),
      ...Array<string>(48).fill('Pacific/Honolulu'),
      ...Array<string>(48).fill('Europe/Berlin'),
    ];
    const seen: { zone: string; at: Date }[] = [];
    for (const zone of itinerary) {
      const response = await cron({ 'x-user-timezone': zone });
      expect(response.statusCode).toBe(200);
      seen.push({ zone, at: clock.now() });
      clock.jump(HOUR);
    }
    const zoneAt = (at: Date) =>
      [...seen].reverse().find((opening) => opening.at.getTime() <= at.getTime())!.zone;
    const dates = (await runs()).map((run) =>
      gameDateAt(run.ran_at, { dayStart: 0, timezone: zoneAt(run.ran_at), timezoneOffset: 0 }),
    );
    // Strictly later each time: no local date ran twice.
    for (let i = 1; i < dates.length; i++) expect(dates[i]).toBeGreaterThan(dates[i - 1]!);
    // None skipped: the days counted add up to the dates passed since sign-up (1 June, UTC).
    const missed = (await runs()).reduce((sum, run) => sum + run.days_missed, 0);
    // The last opening is 6 June 23:00 UTC: 7 June, 01:00 in Berlin.
    expect(dateKey(dates.at(-1)!)).toBe('2026-06-07');
    expect(missed).toBe(
      dates.at(-1)! -
        gameDateAt(new Date('2026-06-01T00:00:00Z'), {
          dayStart: 0,
          timezoneOffset: 0,
        }),
    );
    expect((await calls().user()).preferences.timezone).toBe('Europe/Berlin');
  });
});
