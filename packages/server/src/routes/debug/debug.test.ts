import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import type { App } from '../../app.ts';
import { createFixedClock } from '../../services/clock.ts';

type User = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- deep assertions

describe.each(databasesUnderTest())('debug routes on $name', (database) => {
  const start = new Date('2026-06-01T12:00:00Z');
  const t = useTestApp(database, {
    config: { debugRoutes: true },
    clock: createFixedClock(start),
    accounts: ['ada', 'bob'],
  });
  let plain: App;
  beforeAll(() => {
    plain = buildTestApp(t.test.db);
  });
  afterAll(() => plain.close());

  const debug = (path: string, payload?: object, target = t.app, headers = t.ada.headers) =>
    target.inject({
      method: 'POST',
      url: `/api/v4/debug/${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const user = async (headers = t.ada.headers) =>
    dataOf<User>(await t.app.inject({ method: 'GET', url: '/api/v4/user', headers }));

  it.each([
    'add-ten-gems',
    'add-hourglass',
    'set-cron',
    'make-admin',
    'modify-inventory',
    'set-stats',
    'jump-time',
  ])('answers /debug/%s with 404 when DEBUG_ROUTES is off, like an unknown route', async (path) => {
    const response = await debug(path, {}, plain);
    const unknown = await debug('no-such-tool', {}, plain);

    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: string }>().error).toBe(unknown.json<{ error: string }>().error);
  });

  it('needs sign-in', async () => {
    expect((await debug('add-ten-gems', undefined, t.app, {})).statusCode).toBe(401);
  });

  it('adds ten gems and an hourglass to this player only, bumping userV', async () => {
    const before = await user();
    const gems = await debug('add-ten-gems');
    await debug('add-hourglass');

    expect(dataOf(gems)).toEqual({ balance: 2.5 });
    expect(gems.json<User>().userV).toBe(before._v + 1);
    const after = await user();
    expect(after.balance).toBe(2.5);
    expect(after.purchased.plan.consecutive.trinkets).toBe(1);
    expect((await user(t.bob.headers)).balance).toBe(0);
  });

  it('makes an admin', async () => {
    await debug('make-admin');
    expect((await user()).permissions).toMatchObject({
      fullAccess: true,
      userSupport: true,
      challengeAdmin: true,
    });
  });

  it('replaces item maps', async () => {
    const response = await debug('modify-inventory', {
      pets: { 'Wolf-Base': 5 },
      eggs: { Wolf: 2 },
      gear: { armor_warrior_1: true },
    });

    expect(response.statusCode).toBe(200);
    const { items } = await user();
    expect(items.pets).toEqual({ 'Wolf-Base': 5 });
    expect(items.eggs).toEqual({ Wolf: 2 });
    expect(items.gear.owned).toEqual({ armor_warrior_1: true });
    expect(items.gear.equipped.armor).toBe('armor_base_0');
  });

  it('sets stats and refuses bad ones with 400', async () => {
    await debug('set-stats', { gp: 100, lvl: 10, class: 'wizard' });
    expect((await user()).stats).toMatchObject({
      gp: 100,
      lvl: 10,
      class: 'wizard',
      hp: 50,
      maxMP: 40,
    });

    for (const bad of [{ class: 'bard' }, { hp: -1 }, { lvl: 0 }, { gp: 'lots' }]) {
      expect((await debug('set-stats', bad)).statusCode).toBe(400);
    }
    expect((await user()).stats.gp).toBe(100);
  });

  it('sets the last cron, and jump-time moves the clock every part of the server reads', async () => {
    expect((await debug('set-cron', { lastCron: start.toISOString() })).statusCode).toBe(200);
    expect((await user()).needsCron).toBe(false);

    const jumped = await debug('jump-time', { days: 2 });
    expect(dataOf(jumped)).toEqual({ time: '2026-06-03T12:00:00.000Z' });
    expect((await user()).needsCron).toBe(true);

    const reset = await debug('jump-time', { reset: true });
    expect(dataOf(reset)).toEqual({ time: start.toISOString() });
    expect((await user()).needsCron).toBe(false);
  });

  it.each([
    ['set-cron', { lastCron: 'yesterday' }],
    ['jump-time', { days: -1 }],
    ['jump-time', { reset: false }],
    ['modify-inventory', { pets: 'all' }],
    ['modify-inventory', { eggs: { Wolf: 'two' } }],
  ])('refuses /debug/%s with %j', async (path, payload) => {
    expect((await debug(path, payload)).statusCode).toBe(400);
  });
});
