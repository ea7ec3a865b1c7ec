import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { taskCalls } from '../../../test/helpers/tasks.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';
import { fixedRandom } from '../../services/random.ts';

type Stats = Record<string, number>;

describe.each(databasesUnderTest())('POST /user/revive on $name', (database) => {
  let test: TestDatabase;
  let app: App;
  let ada: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    test = await database.open();
    // Death takes a point from a random stat that has any: 0.4 of the candidates con, per, str
    // (int 0) picks per.
    app = buildTestApp(test.db, {}, { random: fixedRandom(0.4) });
    ada = await registerAccount(app);
    bob = await registerAccount(app);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  const setStats = (account: TestAccount, stats: object) =>
    test.db.query('UPDATE users SET stats = stats || $2 WHERE id = $1', [account.id, stats]);
  const revive = (account: TestAccount) => taskCalls(app, account).call('POST', '/user/revive');

  it('is refused while the player is alive, changing nothing', async () => {
    await setStats(ada, { hp: 0.5, exp: 30, gp: 12, lvl: 4 });
    const before = await taskCalls(app, ada).user();
    const response = await revive(ada);
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'NotAuthorized',
      message: 'You can only revive after your health has run out.',
    });
    const after = await taskCalls(app, ada).user();
    expect(after._v).toBe(before._v);
    expect(after.stats).toMatchObject({ hp: 0.5, exp: 30, gp: 12, lvl: 4 });
  });

  it('revives a dead player: hp 50, no experience or gold, a level and a point lost', async () => {
    await setStats(ada, { hp: 0, exp: 30, gp: 12, lvl: 4, con: 2, int: 0, per: 3, str: 1 });
    await setStats(bob, { hp: 0, exp: 7, gp: 9, lvl: 3 });
    const before = await taskCalls(app, ada).user();
    const response = await revive(ada);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: Stats; message: string; userV: number }>();
    expect(body.data).toMatchObject({ hp: 50, exp: 0, gp: 0, lvl: 3, con: 2, per: 2, str: 1 });
    expect(body.message).toBe('You lost a point of per.');
    expect(body.userV).toBe(before._v + 1);
    const after = await taskCalls(app, ada).user();
    expect(after.stats).toMatchObject({ hp: 50, exp: 0, gp: 0, lvl: 3, per: 2 });
    // Alive again: a second revive is refused.
    expect((await revive(ada)).statusCode).toBe(401);
  });

  it("leaves another player's stats alone", async () => {
    const bobStats = (await taskCalls(app, bob).user()).stats as Stats;
    expect(bobStats).toMatchObject({ hp: 0, exp: 7, gp: 9, lvl: 3 });
  });

  it('asks for credentials', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v4/user/revive' });
    expect(response.statusCode).toBe(401);
  });
});
