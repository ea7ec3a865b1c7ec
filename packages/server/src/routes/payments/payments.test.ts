// The payment calls (issue 18): with no payment provider set up, buying gems or a subscription is
// off and says so; payments blockers refuse first; the rest of the site is open.
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, groupCalls } from '../../../test/helpers/groupCalls.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

describe.each(databasesUnderTest())('payments on $name', (database) => {
  const t = useTestApp(database, { staff: { admin: { accessControl: true } } });

  const as = (account: TestAccount) => groupCalls(t.app, account);

  it('answers payment calls that no provider is set up, after a payments blocker on the address', async () => {
    const ada = await registerAccount(t.app);
    const pay = (remoteAddress = '192.0.2.1') =>
      t.app.inject({
        method: 'POST',
        url: '/stripe/checkout-session',
        headers: ada.headers,
        remoteAddress,
      });
    expectRefused(await pay(), 501, 'paymentsNotConfigured');
    expect((await t.app.inject({ method: 'POST', url: '/iap/android/verify' })).statusCode).toBe(
      401,
    );
    await as(t.admin).ok('POST', '/admin/blockers', {
      type: 'ipaddress',
      value: '192.0.2.66',
      area: 'payments',
    });
    expectRefused(await pay('192.0.2.66'), 403, 'ipAddressBlocked');
    await as(t.admin).ok('POST', '/admin/blockers', {
      type: 'email',
      value: ada.email,
      area: 'payments',
    });
    expectRefused(await pay(), 403, 'emailBlocked');
    // Payments blocks leave the rest alone.
    expect((await as(ada).call('GET', '/user')).statusCode).toBe(200);
  });

  it('refuses the free group plan (the original checkout) to a payments blocker, grants it otherwise', async () => {
    const bob = await registerAccount(t.app);
    const createPlan = (remoteAddress = '192.0.2.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v4/groups/create-plan',
        headers: bob.headers,
        remoteAddress,
        payload: { name: 'Team' },
      });
    await as(t.admin).ok('POST', '/admin/blockers', {
      type: 'ipaddress',
      value: '192.0.2.77',
      area: 'payments',
    });
    expectRefused(await createPlan('192.0.2.77'), 403, 'ipAddressBlocked');
    const blocker = await as(t.admin).ok('POST', '/admin/blockers', {
      type: 'email',
      value: bob.email,
      area: 'payments',
    });
    expectRefused(await createPlan(), 403, 'emailBlocked');
    expect(await t.app.db.query('SELECT 1 FROM groups WHERE leader_id = $1', [bob.id])).toEqual([]);
    await as(t.admin).ok('DELETE', `/admin/blockers/${blocker._id}`);
    expect((await createPlan()).statusCode).toBe(201);
  });
});
