// The gem ledger through the API (issue 18): every change of a player's gems or hourglasses and of
// a group's bank is one entry with the original's transaction type, in the transaction of the
// change; the entries add up to the balance, also when purchases race.
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { expectLedgerMatches, registerStaff } from '../../../test/helpers/staff.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../../services/clock.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

describe.each(databasesUnderTest())('gem ledger and purchase history on $name', (database) => {
  const t = useTestApp(database, { config: { debugRoutes: true }, clock: createFixedClock(NOW) });

  const as = (account: TestAccount) => groupCalls(t.app, account);
  const history = async (account: TestAccount) =>
    ((await as(account).ok('GET', '/user/purchase-history')) as Json[]).map((entry) => [
      entry.currency,
      entry.transactionType,
      entry.currency === 'gems' ? entry.amount * 4 : entry.amount,
      entry.reference ?? null,
    ]);
  const addGems = async (account: TestAccount, times: number) => {
    for (let index = 0; index < times; index += 1)
      await as(account).ok('POST', '/debug/add-ten-gems');
  };
  const setPlan = (account: TestAccount, plan: object) =>
    t.app.db.query(
      `UPDATE users SET purchased = jsonb_set(purchased, '{plan}', purchased->'plan' || $2) WHERE id = $1`,
      [account.id, plan],
    );

  it('records each gem change with its type, both sides of a gift and of a guild, newest first', async () => {
    const ada = await registerAccount(t.app);
    const bob = await registerAccount(t.app);
    await addGems(ada, 4);
    await as(ada).ok('POST', '/user/purchase/eggs/Wolf');
    await as(ada).ok('POST', '/user/unlock?path=hair.color.rainbow');
    await as(ada).ok('POST', '/debug/set-stats', { lvl: 10, gp: 100 });
    await as(ada).ok('POST', '/user/change-class?class=rogue');
    await as(ada).ok('POST', '/user/change-class');
    await as(ada).ok('POST', '/user/rebirth');
    await as(ada).ok('POST', '/user/reroll');
    await as(ada).ok('POST', '/members/transfer-gems', { toUserId: bob.id, gemAmount: 5 });
    const guild = await as(ada).ok('POST', '/groups', { type: 'guild', name: 'Ledger Guild' });
    await setPlan(ada, { customerId: 'cus_1', dateUpdated: NOW.toISOString() });
    // Rebirth took the gold away.
    await as(ada).ok('POST', '/debug/set-stats', { gp: 100 });
    await as(ada).ok('POST', '/user/purchase/gems/gem', { quantity: 2 });
    await as(ada).ok('POST', '/debug/add-hourglass');
    await as(ada).ok('POST', '/user/purchase-hourglass/pets/Mammoth-Base');

    expect(await history(ada)).toEqual([
      ['hourglasses', 'spend', -1, 'pets:Mammoth-Base'],
      ['hourglasses', 'debug', 1, null],
      ['gems', 'buy_gold', 2, null],
      ['gems', 'create_guild', -4, guild._id],
      ['gems', 'gift_send', -5, bob.id],
      ['gems', 'reroll', -4, null],
      ['gems', 'rebirth', -6, null],
      ['gems', 'change_class', -3, null],
      ['gems', 'spend', -2, 'unlock:hair.color.rainbow'],
      ['gems', 'spend', -3, 'eggs:Wolf'],
      ['gems', 'debug', 10, null],
      ['gems', 'debug', 10, null],
      ['gems', 'debug', 10, null],
      ['gems', 'debug', 10, null],
    ]);
    expect(await history(bob)).toEqual([['gems', 'gift_receive', 5, ada.id]]);
    const [latest] = (await as(ada).ok('GET', '/user/purchase-history')) as Json[];
    expect(latest).toMatchObject({
      currency: 'hourglasses',
      amount: -1,
      currentAmount: 0,
      userId: ada.id,
    });
    expect(Date.parse(latest!.createdAt)).toBe(NOW.getTime());
    // 40 − 3 − 2 − 3 − 6 − 4 − 5 − 4 + 2 = 15 gems.
    expect((await as(ada).user()).balance).toBe(15 / 4);
    await expectLedgerMatches(t.app, ada.id);
    await expectLedgerMatches(t.app, bob.id);
    const bank = await t.app.db.query(
      'SELECT transaction_type, amount, current_amount FROM gem_transactions WHERE group_id = $1',
      [guild._id],
    );
    expect(bank).toEqual([{ transaction_type: 'create_guild', amount: 4, current_amount: 4 }]);
  });

  it('races two purchases: each recorded once, the balance equals the ledger; a refused one records nothing', async () => {
    const ada = await registerAccount(t.app);
    await addGems(ada, 1);
    const buy = () => as(ada).call('POST', '/user/purchase/eggs/Wolf');
    const [first, second] = await Promise.all([buy(), buy()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await Promise.all([buy(), buy()]);
    expect(third.map((response) => response.statusCode).sort()).toEqual([200, 401]);
    const spent = (await history(ada)).filter(([, type]) => type === 'spend');
    expect(spent).toHaveLength(3);
    expect((await as(ada).user()).balance).toBe(1 / 4);
    await expectLedgerMatches(t.app, ada.id);
  });

  it('races staff setting a balance with the player spending: whatever the order, the ledger adds up', async () => {
    const ada = await registerAccount(t.app);
    const support = await registerStaff(t.app, { userSupport: true });
    await addGems(ada, 1);
    const answers = await Promise.all([
      as(ada).call('POST', '/user/purchase/eggs/Wolf'),
      as(support).call('PUT', `/hall/heroes/${ada.id}`, { balance: 25 }),
      as(ada).call('POST', '/user/purchase/eggs/Wolf'),
      as(ada).call('POST', '/user/purchase/eggs/Wolf'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const types = (await history(ada)).map(([, type]) => type);
    expect(types.filter((type) => type === 'spend')).toHaveLength(3);
    expect(types.filter((type) => type === 'admin_update_balance')).toHaveLength(1);
    await expectLedgerMatches(t.app, ada.id);
  });

  it("records a subscriber's monthly hourglasses at the day boundary (subscription_perks)", async () => {
    const ada = await registerAccount(t.app);
    await setPlan(ada, { customerId: 'cus_2', dateUpdated: '2026-01-05T12:00:00.000Z' });
    await t.app.db.query(`UPDATE users SET last_cron = $2 WHERE id = $1`, [
      ada.id,
      new Date('2026-03-09T12:00:00Z'),
    ]);
    await as(ada).ok('POST', '/cron');
    expect(await history(ada)).toEqual([['hourglasses', 'subscription_perks', 2, null]]);
    await expectLedgerMatches(t.app, ada.id);
  });

  it("shows a player's history to userSupport only; 400 for a bad id, 404 for nobody", async () => {
    const ada = await registerAccount(t.app);
    await addGems(ada, 1);
    const support = await registerStaff(t.app, { userSupport: true });
    const seen = await as(support).ok('GET', `/members/${ada.id}/purchase-history`);
    expect(seen).toEqual([
      expect.objectContaining({ transactionType: 'debug', amount: 2.5, currentAmount: 2.5 }),
    ]);
    expectRefused(
      await as(ada).call('GET', `/members/${support.id}/purchase-history`),
      401,
      'noPrivAccess',
    );
    expectRefused(
      await as(support).call('GET', '/members/nope/purchase-history'),
      400,
      'memberIdRequired',
    );
    const nobody = '00000000-0000-4000-8000-000000000009';
    expectRefused(
      await as(support).call('GET', `/members/${nobody}/purchase-history`),
      404,
      'userWithIDNotFound',
      {
        userId: nobody,
      },
    );
  });
});
