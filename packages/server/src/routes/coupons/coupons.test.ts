// Promo codes through the API (issue 18): staff generate them, a player redeems one once (a race
// for one code has one winner), anyone may check one.
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { createFixedClock } from '../../services/clock.ts';

describe.each(databasesUnderTest())('coupons on $name', (database) => {
  const t = useTestApp(database, {
    clock: createFixedClock(new Date('2026-03-10T12:00:00Z')),
    staff: { admin: { fullAccess: true } },
  });

  const as = (account: TestAccount) => groupCalls(t.app, account);
  const generate = async (event: string, count: number) =>
    ((await as(t.admin).ok('POST', `/coupons/generate/${event}?count=${count}`)) as Json[]).map(
      (coupon) => coupon._id as string,
    );

  it('generates codes for an event; refuses an unknown event or a bad count; lists them as CSV', async () => {
    const codes = await generate('wondercon', 3);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Y]{4}-[0-9A-Y]{4}-[0-9A-Y]{4}$/);
    expectRefused(
      await as(t.admin).call('POST', '/coupons/generate/nonsense?count=1'),
      400,
      'eventRequired',
    );
    expectRefused(
      await as(t.admin).call('POST', '/coupons/generate/wondercon'),
      400,
      'countRequired',
    );
    expectRefused(
      await as(t.admin).call('POST', '/coupons/generate/wondercon?count=1001'),
      400,
      'countRequired',
    );
    const csv = await as(t.admin).call('GET', '/coupons');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('code,event,date,user');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(expect.arrayContaining(codes));
  });

  it('redeems a code once, in any form: wondercon gear, or six months of subscription', async () => {
    const [gearCode] = await generate('wondercon', 1);
    const [planCode] = await generate('google_6mo', 1);
    const ada = await registerAccount(t.app);
    const user = await as(ada).ok(
      'POST',
      `/coupons/enter/${gearCode!.toLowerCase().replace(/-/g, '')}`,
    );
    expect(user.items.gear.owned.eyewear_special_wondercon_red).toBe(true);
    expect(user.inbox.messages).toBeUndefined();
    expectRefused(await as(ada).call('POST', `/coupons/enter/${gearCode}`), 401, 'couponUsed');
    const subscribed = await as(ada).ok('POST', `/coupons/enter/${planCode}`);
    expect(subscribed.purchased.plan).toMatchObject({
      customerId: 'google_6mo',
      dateTerminated: '2026-09-10T12:00:00.000Z',
    });
    expectRefused(await as(ada).call('POST', '/coupons/enter/NOT-A-CODE'), 400, 'invalidCoupon');
    expectRefused(
      await as(ada).call('POST', '/coupons/enter/AAAA-BBBB-CCCC'),
      400,
      'invalidCoupon',
    );
    const [row] = await t.app.db.query('SELECT redeemed_by FROM coupons WHERE code = $1', [
      gearCode,
    ]);
    expect(row).toEqual({ redeemed_by: ada.id });
    const events = await t.app.db.query(
      `SELECT type FROM events WHERE user_id = $1 AND type = 'coupon.redeemed'`,
      [ada.id],
    );
    expect(events).toHaveLength(2);
  });

  it('gives a raced code to one player only', async () => {
    const [code] = await generate('wondercon', 1);
    const [ada, bob] = [await registerAccount(t.app), await registerAccount(t.app)];
    const answers = await Promise.all(
      [ada, bob].map((p) => as(p).call('POST', `/coupons/enter/${code}`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    const owners = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE id = ANY($1::uuid[])
         AND items #> '{gear,owned,eyewear_special_wondercon_red}' = 'true'`,
      [[ada.id, bob.id]],
    );
    expect(owners[0]!.n).toBe(1);
  });

  it('validates a code for anyone, signed in or not', async () => {
    const [code] = await generate('wondercon', 1);
    const check = (typed: string) =>
      t.app
        .inject({ method: 'POST', url: `/api/v4/coupons/validate/${typed}` })
        .then((r) => r.json().data);
    expect(await check(code!)).toEqual({ valid: true });
    expect(await check('AAAA-BBBB-CCCC')).toEqual({ valid: false });
    expect(await check('nope')).toEqual({ valid: false });
  });
});
