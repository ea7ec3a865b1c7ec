import { describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { playerState } from '../../../test/helpers/playerState.ts';
import { taskCalls } from '../../../test/helpers/tasks.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { fixedRandom } from '../../services/random.ts';

type Stats = Record<string, number>;

describe.each(databasesUnderTest())('POST /user/revive on $name', (database) => {
  // Death takes a point from a random stat that has any: 0.4 of the candidates con, per, str
  // (int 0) picks per.
  const t = useTestApp(database, { random: fixedRandom(0.4), accounts: ['ada', 'bob'] });

  const { setStats } = playerState(t);
  const revive = (account: TestAccount) => taskCalls(t.app, account).call('POST', '/user/revive');

  it('is refused while the player is alive, changing nothing', async () => {
    await setStats(t.ada, { hp: 0.5, exp: 30, gp: 12, lvl: 4 });
    const before = await taskCalls(t.app, t.ada).user();
    const response = await revive(t.ada);
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'NotAuthorized',
      message: 'You can only revive after your health has run out.',
    });
    const after = await taskCalls(t.app, t.ada).user();
    expect(after._v).toBe(before._v);
    expect(after.stats).toMatchObject({ hp: 0.5, exp: 30, gp: 12, lvl: 4 });
  });

  it('revives a dead player: hp 50, no experience or gold, a level and a point lost', async () => {
    await setStats(t.ada, { hp: 0, exp: 30, gp: 12, lvl: 4, con: 2, int: 0, per: 3, str: 1 });
    await setStats(t.bob, { hp: 0, exp: 7, gp: 9, lvl: 3 });
    const before = await taskCalls(t.app, t.ada).user();
    const response = await revive(t.ada);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: Stats; message: string; userV: number }>();
    expect(body.data).toMatchObject({ hp: 50, exp: 0, gp: 0, lvl: 3, con: 2, per: 2, str: 1 });
    expect(body.message).toBe('You lost a point of per.');
    expect(body.userV).toBe(before._v + 1);
    const after = await taskCalls(t.app, t.ada).user();
    expect(after.stats).toMatchObject({ hp: 50, exp: 0, gp: 0, lvl: 3, per: 2 });
    // Alive again: a second revive is refused.
    expect((await revive(t.ada)).statusCode).toBe(401);
  });

  it("leaves another player's stats alone", async () => {
    const bobStats = (await taskCalls(t.app, t.bob).user()).stats as Stats;
    expect(bobStats).toMatchObject({ hp: 0, exp: 7, gp: 9, lvl: 3 });
  });

  it('asks for credentials', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v4/user/revive' });
    expect(response.statusCode).toBe(401);
  });
});
