// The Hall and the staff's player tools through the API (issue 18): the lists, a player's admin
// fields, editing them (contributor rewards, balance and hourglasses through the ledger, chat
// sanctions, suspension), deleting them; a plain player is refused every staff call. Their party
// and plans: heroGroups.test.ts.
import { formatMessage } from '@questlog/core';
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, type Json } from '../../../test/helpers/groupCalls.ts';
import { expectLedgerMatches, registerStaff } from '../../../test/helpers/staff.ts';
import { useHallTest } from './hallTestKit.ts';

describe.each(databasesUnderTest())('hall and hero editing on $name', (database) => {
  const { t, as, putHero } = useHallTest(database);

  it('refuses a plain player every staff call with 401 noPrivAccess, whatever the input', async () => {
    const player = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    for (const [method, url, body] of [
      ['GET', `/hall/heroes/${other.id}`],
      ['PUT', `/hall/heroes/${other.id}`, { balance: 100 }],
      ['PUT', '/hall/heroes/not-an-id', 'not json object'],
      ['GET', `/hall/heroes/party/${other.id}`],
      ['GET', `/hall/heroes/${other.id}/group-plans`],
      ['DELETE', `/members/${other.id}?deleteAccount=true`],
      ['GET', `/members/${other.id}/purchase-history`],
    ] as const) {
      expectRefused(await as(player).call(method, url, body), 401, 'noPrivAccess');
    }
    // A permission grants only itself; fullAccess passes all.
    const blockersOnly = await registerStaff(t.app, { accessControl: true });
    expectRefused(
      await as(blockersOnly).call('GET', `/hall/heroes/${other.id}`),
      401,
      'noPrivAccess',
    );
    const full = await registerStaff(t.app, { fullAccess: true });
    expect((await as(full).ok('GET', `/hall/heroes/${other.id}`))._id).toBe(other.id);
    expect((await t.app.db.query('SELECT gems FROM users WHERE id = $1', [other.id]))[0]).toEqual({
      gems: 0,
    });
  });

  it('lists heroes by level and patrons by tier, 50 a page, with only the hall fields', async () => {
    const ids: string[] = [];
    for (const level of [2, 7, 4]) {
      const hero = await registerAccount(t.app);
      ids.push(hero.id);
      await t.app.db.query(
        `UPDATE users SET contributor = $2, profile = '{"name": "H"}' WHERE id = $1`,
        [hero.id, { level, text: 'Blacksmith' }],
      );
    }
    const heroes = await as(t.support).ok('GET', '/hall/heroes');
    expect(
      heroes.filter((h: Json) => ids.includes(h._id)).map((h: Json) => h.contributor.level),
    ).toEqual([7, 4, 2]);
    expect(Object.keys(heroes[0]).sort()).toEqual([
      '_id',
      'backer',
      'contributor',
      'id',
      'profile',
    ]);

    // 52 patrons of tiers 1…52 (players without sign-in: the Hall lists rows, not accounts).
    await t.app.db.query(
      `INSERT INTO users (backer) SELECT jsonb_build_object('tier', g) FROM generate_series(1, 52) g`,
    );
    const page0 = (await as(t.support).ok('GET', '/hall/patrons')) as Json[];
    const page1 = (await as(t.support).ok('GET', '/hall/patrons?page=1')) as Json[];
    expect(page0).toHaveLength(50);
    expect(page1).toHaveLength(2);
    const tiers = [...page0, ...page1].map((p: Json) => p.backer.tier);
    expect(tiers).toEqual(Array.from({ length: 52 }, (_, index) => 52 - index));
    expectRefused(
      await as(t.support).call('GET', '/hall/patrons?page=-1'),
      400,
      'queryPageInteger',
    );
  });

  it('shows a player by id or username with the admin fields, secret note included', async () => {
    const hero = await registerAccount(t.app);
    await t.app.db.query(`UPDATE users SET secret = '{"text": "parent agreed"}' WHERE id = $1`, [
      hero.id,
    ]);
    const byName = await as(t.support).ok('GET', `/hall/heroes/${hero.username.toUpperCase()}`);
    expect(byName).toMatchObject({
      _id: hero.id,
      balance: 0,
      secret: { text: 'parent agreed' },
      auth: { local: { username: hero.username, email: hero.email }, blocked: false },
    });
    expect(byName.auth.local.password_hash).toBeUndefined();
    const nobody = '00000000-0000-4000-8000-0000000000aa';
    expectRefused(
      await as(t.support).call('GET', `/hall/heroes/${nobody}`),
      404,
      'userWithIDNotFound',
      {
        userId: nobody,
      },
    );
  });

  it('raises a contributor: gems per tier gained, gear, the pet from 6, a notification; each in the ledger', async () => {
    const hero = await registerAccount(t.app);
    const edited = (await putHero(hero.id, { contributor: { level: 3, text: 'Scribe' } })).json()
      .data;
    // 10 + 20 + 30 gems for tiers 1 to 3: 60 gems, a balance of 15.
    expect(edited.balance).toBe(15);
    expect(edited.contributor).toEqual({ level: 3, text: 'Scribe' });
    expect(edited.items.gear.owned).toMatchObject({ armor_special_1: true, head_special_1: true });
    expect(edited.flags.contributor).toBe(true);
    const raised = (await putHero(hero.id, { contributor: { level: 6 } })).json().data;
    expect(raised.balance).toBe(15 + (40 + 50 + 60) / 4);
    expect(raised.contributor.text).toBe('Scribe');
    expect(raised.items.pets['Dragon-Hydra']).toBe(5);
    // Public: the tier shows on the profile and the player's own user.
    expect((await as(t.support).ok('GET', `/members/${hero.id}`)).contributor.level).toBe(6);
    const user = await as(hero).user();
    expect(user.contributor.level).toBe(6);
    expect(user.notifications.filter((n: Json) => n.type === 'NEW_CONTRIBUTOR_LEVEL')).toHaveLength(
      2,
    );
    const history = await as(hero).ok('GET', '/user/purchase-history');
    expect(history.map((t: Json) => [t.transactionType, t.amount * 4, t.reference])).toEqual([
      ['contribution', 60, '6'],
      ['contribution', 50, '5'],
      ['contribution', 40, '4'],
      ['contribution', 30, '3'],
      ['contribution', 20, '2'],
      ['contribution', 10, '1'],
    ]);
    await expectLedgerMatches(t.app, hero.id);
    // Lowering the level gives and takes nothing.
    expect((await putHero(hero.id, { contributor: { level: 1 } })).json().data.balance).toBe(52.5);
    const tooHigh = await putHero(hero.id, { contributor: { level: 10 } });
    expectRefused(tooHigh, 400, 'invalidParam', {
      param: 'contributor.level',
      reason: 'is not allowed here',
    });
    // The field is named in errors[] too, so the admin form shows the refusal beside it.
    expect(tooHigh.json().errors).toEqual([
      { param: 'contributor.level', message: 'Invalid contributor.level: is not allowed here.' },
    ]);
  });

  it('sets balance and hourglasses through the ledger; chat revoked and shadow mute; items and permissions', async () => {
    const hero = await registerAccount(t.app);
    const edited = (
      await putHero(hero.id, {
        balance: 25,
        purchased: { plan: { consecutive: { trinkets: 3 } } },
        flags: { chatRevoked: true, chatShadowMuted: true },
        itemPath: 'items.eggs.Wolf',
        itemVal: 2,
        achievementPath: 'achievements.streak',
        achievementVal: 3,
        purchasedPath: 'purchased.background.airship',
        purchasedVal: true,
        stats: { gp: 500, class: 'healer' },
        permissions: { moderator: true },
        profile: { name: 'Renamed' },
        secret: { text: 'note' },
      })
    ).json().data;
    expect(edited).toMatchObject({
      balance: 25,
      flags: { chatRevoked: true, chatShadowMuted: true },
      permissions: { moderator: true },
      profile: { name: 'Renamed' },
      secret: { text: 'note' },
    });
    expect(edited.purchased.plan.consecutive.trinkets).toBe(3);
    expect(edited.items.eggs.Wolf).toBe(2);
    expect(edited.achievements.streak).toBe(3);
    expect(edited.purchased.background.airship).toBe(true);
    expect(edited.stats).toMatchObject({ gp: 500, class: 'healer' });
    expect((await putHero(hero.id, { balance: 10 })).json().data.balance).toBe(10);
    const history = await as(t.support).ok('GET', `/members/${hero.id}/purchase-history`);
    expect(
      history.map((t: Json) => [t.currency, t.transactionType, t.amount, t.currentAmount]),
    ).toEqual([
      ['gems', 'admin_update_balance', -15, 10],
      ['hourglasses', 'admin_update_hourglasses', 3, 3],
      ['gems', 'admin_update_balance', 25, 25],
    ]);
    await expectLedgerMatches(t.app, hero.id);
    // A chat-revoked player may not open a public guild.
    await t.app.db.query('UPDATE users SET gems = gems WHERE id = $1', [hero.id]);
    expectRefused(
      await as(hero).call('POST', '/groups', { type: 'guild', name: 'G', privacy: 'public' }),
      401,
      'cannotCreatePublicGuildWhenMuted',
    );
    // Support cannot hand out fullAccess (nor take it); fullAccess can.
    expectRefused(
      await putHero(t.support.id, { permissions: { fullAccess: true } }),
      401,
      'noPrivAccess',
    );
    const full = await registerStaff(t.app, { fullAccess: true });
    expect(
      (await putHero(hero.id, { permissions: { fullAccess: true } }, full)).json().data.permissions,
    ).toEqual({
      moderator: true,
      fullAccess: true,
    });
    // Bad input: a 400 naming the field, nothing written.
    for (const body of [
      { balance: 0.1 },
      { balance: '25' },
      { contributor: 'level 9' },
      { purchased: { plan: 'free' } },
      { itemPath: 'items.nope.x', itemVal: 1 },
      { flags: { chatRevoked: 'yes' } },
      { permissions: { everything: true } },
    ]) {
      const response = await putHero(hero.id, body);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await as(t.support).ok('GET', `/hall/heroes/${hero.id}`)).balance).toBe(10);
  });

  it('suspends: every call answers the suspended message and sign-in too; unsuspending lets them back', async () => {
    const hero = await registerAccount(t.app);
    const suspended = (await putHero(hero.id, { auth: { blocked: true } })).json().data;
    expect(suspended.auth.blocked).toBe(true);
    expect(suspended.preferences.sleep).toBe(true);
    const message = formatMessage('accountSuspended', {
      userId: hero.id,
      email: 'admin@example.com',
    });
    for (const [method, url] of [
      ['GET', '/user'],
      ['GET', '/tasks/user'],
      ['POST', '/cron'],
      ['GET', '/user/purchase-history'],
    ] as const) {
      const response = await as(hero).call(method, url);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(message);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/local/login',
      payload: { username: hero.username, password: hero.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(message);
    await putHero(hero.id, { auth: { blocked: false } });
    expect((await as(hero).call('GET', '/user')).statusCode).toBe(200);
    const history = await as(t.support).ok('GET', `/admin/user/${hero.id}/history`);
    expect(history.events.map((e: Json) => e.type)).toEqual(
      expect.arrayContaining(['admin.userSuspended', 'admin.userUnsuspended', 'admin.heroUpdated']),
    );
  });

  it('deletes a player with deleteAccount=true, recorded; without it, keeps them', async () => {
    const hero = await registerAccount(t.app);
    expect((await as(t.support).call('DELETE', `/members/${hero.id}`)).statusCode).toBe(200);
    expect((await as(hero).call('GET', '/user')).statusCode).toBe(200);
    const response = await as(t.support).call(
      'DELETE',
      `/members/${hero.id}?deleteAccount=true&deleteAmplitude=true`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await as(hero).call('GET', '/user')).statusCode).toBe(401);
    const history = await as(t.support).ok('GET', `/admin/user/${hero.id}/history`);
    expect(history.events[0]).toMatchObject({
      type: 'admin.memberDeleted',
      actorId: t.support.id,
      deleteAmplitude: true,
    });
    expectRefused(
      await as(t.support).call('DELETE', `/members/${hero.id}?deleteAccount=true`),
      404,
      'userWithIDNotFound',
      {
        userId: hero.id,
      },
    );
  });
});
