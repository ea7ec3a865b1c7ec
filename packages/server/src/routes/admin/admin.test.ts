// The admin area through the API (issue 18): permissions on every call, user search, a player's
// history and any group. Blockers: blockers.test.ts.
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { expectLedgerMatches, registerStaff } from '../../../test/helpers/staff.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';
import { deliverBatch, defaultWorkerOptions } from '../../services/events/eventWorker.ts';

describe.each(databasesUnderTest())('admin area on $name', (database) => {
  const t = useTestApp(database, {
    staff: {
      support: { userSupport: true },
      groups: { groupSupport: true },
      access: { accessControl: true },
    },
  });

  const as = (account: TestAccount) => groupCalls(t.app, account);
  it('refuses every admin call to a player without its permission (401 noPrivAccess), whatever the input', async () => {
    const player = await registerAccount(t.app);
    const nobody = '00000000-0000-4000-8000-000000000001';
    const calls = [
      ['GET', '/admin/search/anyone', [t.support]],
      ['GET', `/admin/user/${player.id}/history`, [t.support]],
      ['GET', `/admin/user/${player.id}/subscription-payment-details`, [t.support]],
      ['GET', `/admin/groups/${nobody}`, [t.groups]],
      ['PUT', `/admin/groups/${nobody}`, [t.groups], { name: 42 }],
      ['GET', '/admin/blockers', [t.access]],
      ['POST', '/admin/blockers', [t.access], { type: 'nonsense' }],
      ['PUT', `/admin/blockers/${nobody}`, [t.access], {}],
      ['DELETE', `/admin/blockers/${nobody}`, [t.access]],
      ['GET', '/coupons', []],
      ['POST', '/coupons/generate/wondercon?count=1', []],
    ] as const;
    for (const [method, url, allowed, body] of calls) {
      for (const account of [player, t.support, t.groups, t.access]) {
        if ((allowed as readonly TestAccount[]).includes(account)) continue;
        expectRefused(await as(account).call(method, url, body), 401, 'noPrivAccess');
      }
    }
    // Nothing was made by the refused calls.
    expect(await t.app.db.query('SELECT 1 FROM blockers')).toHaveLength(0);
    expect(await t.app.db.query('SELECT 1 FROM coupons')).toHaveLength(0);
  });

  it('finds players by id, e-mail and the start of a username, taken literally', async () => {
    const ada = await registerAccount(t.app, {
      username: 'Ada_Lovelace',
      email: 'ada@example.com',
    });
    await registerAccount(t.app, { username: 'AdaXperiment' });
    const ids = async (term: string) =>
      ((await as(t.support).ok('GET', `/admin/search/${encodeURIComponent(term)}`)) as Json[]).map(
        (found) => found._id,
      );
    expect(await ids(ada.id)).toEqual([ada.id]);
    expect(await ids('ADA@example.com')).toEqual([ada.id]);
    expect((await ids('ada')).length).toBe(2);
    expect(await ids('ada_')).toEqual([ada.id]);
    // `_` and `%` are not wildcards.
    expect(await ids('ad%')).toEqual([]);
    const [found] = (await as(t.support).ok('GET', `/admin/search/${ada.id}`)) as Json[];
    expect(Object.keys(found!).sort()).toEqual([
      '_id',
      'auth',
      'backer',
      'contributor',
      'id',
      'profile',
    ]);
    expect(found!.auth.local).toMatchObject({ username: 'Ada_Lovelace', email: 'ada@example.com' });
  });

  it("lists a player's history: sign-ins, day boundaries, staff edits and gem changes, kept after delivery", async () => {
    const bob = await registerAccount(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/local/login',
      headers: { 'x-client': 'questlog-web' },
      payload: { username: bob.username, password: bob.password },
    });
    expect(login.statusCode).toBe(200);
    await as(t.support).ok('PUT', `/hall/heroes/${bob.id}`, { balance: 5 });
    // A day boundary: last cron two days ago.
    await t.app.db.query(`UPDATE users SET last_cron = now() - interval '2 days' WHERE id = $1`, [
      bob.id,
    ]);
    const cron = await t.app.inject({
      method: 'POST',
      url: '/api/v4/cron',
      headers: { ...bob.headers, 'x-client': 'questlog-ios' },
    });
    expect(cron.statusCode, cron.body).toBe(200);
    const history = await as(t.support).ok('GET', `/admin/user/${bob.username}/history`);
    expect(history.cron).toEqual([
      { timestamp: expect.any(String), checkinCount: 1, client: 'questlog-ios' },
    ]);
    expect(history.userId).toBe(bob.id);
    expect(history.events.map((e: Json) => e.type)).toEqual([
      'admin.heroUpdated',
      'account.signedIn',
    ]);
    expect(history.events[1]).toMatchObject({ method: 'local', client: 'questlog-web' });
    expect(history.events[0]).toMatchObject({ actorId: t.support.id, fields: ['balance'] });
    expect(history.transactions).toEqual([
      expect.objectContaining({
        transactionType: 'admin_update_balance',
        amount: 5,
        currentAmount: 5,
      }),
    ]);
    expect(history).toMatchObject({ armoire: [], questInviteResponses: [] });
    const details = await as(t.support).ok(
      'GET',
      `/admin/user/${bob.id}/subscription-payment-details`,
    );
    expect(details).toMatchObject({ userId: bob.id, plan: { gemsBought: 0 } });
    // Delivered by the worker, the trail is kept (audit_entries) and reads the same.
    const log = { error: () => undefined };
    while (
      (await deliverBatch(t.app.db, t.app.events.handlers, defaultWorkerOptions(), log)).claimed > 0
    );
    const kept = await t.app.db.query(
      'SELECT type FROM audit_entries WHERE user_id = $1 ORDER BY event_id',
      [bob.id],
    );
    expect(kept.map((row) => row.type)).toEqual(['account.signedIn', 'admin.heroUpdated']);
    const again = await as(t.support).ok('GET', `/admin/user/${bob.id}/history`);
    expect(again.events.map((e: Json) => e.type)).toEqual([
      'admin.heroUpdated',
      'account.signedIn',
    ]);
    await expectLedgerMatches(t.app, bob.id);
    const nobody = '00000000-0000-4000-8000-000000000002';
    expectRefused(
      await as(t.support).call('GET', `/admin/user/${nobody}/history`),
      404,
      'userWithIDNotFound',
      {
        userId: nobody,
      },
    );
  });

  it("lists a player's armoire openings and quest answers, newest first, USER_HISTORY_LENGTH of each", async () => {
    // Three of each kept: the fourth opening and the fourth answer push the oldest out.
    const short = buildTestApp(t.test.db, { userHistoryLength: 3 });
    try {
      const ada = await registerAccount(short);
      const bob = await registerAccount(short);
      await short.db.query(
        `UPDATE users SET stats = jsonb_set(stats, '{gp}', '1000'),
           items = jsonb_set(items, '{quests,rat}', '1') WHERE id = $1`,
        [ada.id],
      );
      const rewards: unknown[] = [];
      for (const [url, client] of [
        ['/user/buy-armoire', 'questlog-web'],
        ['/user/buy-armoire', 'questlog-web'],
        ['/user/buy-armoire', 'questlog-android'],
        ['/user/buy/armoire', 'questlog-web'],
      ] as const) {
        const opened = await short.inject({
          method: 'POST',
          url: `/api/v4${url}`,
          headers: { ...ada.headers, 'x-client': client },
        });
        expect(opened.statusCode, opened.body).toBe(200);
        rewards.push(opened.json<{ data: Json }>().data.armoire.dropKey);
      }
      // A refused opening (no gold left for it) is not history.
      await short.db.query(`UPDATE users SET stats = jsonb_set(stats, '{gp}', '0') WHERE id = $1`, [
        ada.id,
      ]);
      expect((await as(ada).call('POST', '/user/buy-armoire')).statusCode).toBe(401);

      const party = await groupCalls(short, ada).createParty();
      await groupCalls(short, ada).invite(party.id, { uuids: [bob.id] });
      expect((await groupCalls(short, bob).join(party.id)).statusCode).toBe(200);
      const answer = async (response: 'accept' | 'reject', client?: string) => {
        await groupCalls(short, ada).ok('POST', '/groups/party/quests/invite/rat');
        const answered = await short.inject({
          method: 'POST',
          url: `/api/v4/groups/party/quests/${response}`,
          headers: { ...bob.headers, ...(client ? { 'x-client': client } : {}) },
        });
        expect(answered.statusCode, answered.body).toBe(200);
        // Nobody is left to answer: the quest started; aborting gives Ada her scroll back.
        await groupCalls(short, ada).ok('POST', '/groups/party/quests/abort');
      };
      await answer('accept', 'questlog-web');
      await answer('reject', 'questlog-web');
      await answer('accept');
      await answer('reject', 'questlog-ios');
      // Answering with no invitation pending is refused, and not history.
      expect((await groupCalls(short, bob).quest('accept')).statusCode).toBe(404);

      const expected = {
        armoire: [
          { timestamp: expect.any(String), client: 'questlog-web', reward: rewards[3] },
          { timestamp: expect.any(String), client: 'questlog-android', reward: rewards[2] },
          { timestamp: expect.any(String), client: 'questlog-web', reward: rewards[1] },
        ],
        bob: [
          { client: 'questlog-ios', quest: 'rat', response: 'reject' },
          { client: null, quest: 'rat', response: 'accept' },
          { client: 'questlog-web', quest: 'rat', response: 'reject' },
        ],
      };
      const read = async () => ({
        ada: await groupCalls(short, t.support).ok('GET', `/admin/user/${ada.id}/history`),
        bob: await groupCalls(short, t.support).ok('GET', `/admin/user/${bob.username}/history`),
      });
      const check = async () => {
        const history = await read();
        expect(history.ada.armoire).toEqual(expected.armoire);
        expect(history.ada.questInviteResponses).toEqual([]);
        expect(history.bob.armoire).toEqual([]);
        expect(history.bob.questInviteResponses).toEqual(
          expected.bob.map((entry) => ({ timestamp: expect.any(String), ...entry })),
        );
        const times = history.ada.armoire.map((entry: Json) => Date.parse(entry.timestamp));
        expect([...times].sort((a, b) => b - a)).toEqual(times);
      };
      await check();
      // Delivered, the lists are kept trimmed to their length and read the same.
      const log = { error: () => undefined };
      while (
        (await deliverBatch(short.db, short.events.handlers, defaultWorkerOptions(), log)).claimed >
        0
      );
      const kept = await short.db.query<{ type: string; count: number }>(
        `SELECT type, count(*)::int AS count FROM audit_entries
         WHERE user_id = ANY($1::uuid[]) AND type IN ('shop.armoireOpened', 'quest.inviteAnswered')
         GROUP BY type ORDER BY type`,
        [[ada.id, bob.id]],
      );
      expect(kept).toEqual([
        { type: 'quest.inviteAnswered', count: 3 },
        { type: 'shop.armoireOpened', count: 3 },
      ]);
      await check();
    } finally {
      await short.close();
    }
  });

  it('reads and edits any group, its bank through the ledger; the edit is recorded', async () => {
    const leader = await registerAccount(t.app);
    const member = await registerAccount(t.app);
    const party = await as(leader).createParty('Hidden');
    await as(leader).invite(party._id, { uuids: [member.id] });
    await as(member).join(party._id);
    const read = await as(t.groups).ok('GET', `/admin/groups/${party._id}`);
    // the leader comes with their name, as GET /groups/:id gives it
    expect(read).toMatchObject({ name: 'Hidden', leader: { profile: { name: leader.username } } });
    // The web client's admin group screen needs groupsSupport: it opens the group calls too.
    const screenOnly = await registerStaff(t.app, { groupsSupport: true });
    expect((await as(screenOnly).ok('GET', `/admin/groups/${party._id}`)).name).toBe('Hidden');
    expectRefused(await as(screenOnly).call('GET', '/admin/blockers'), 401, 'noPrivAccess');
    const edited = await as(t.groups).ok('PUT', `/admin/groups/${party._id}`, {
      name: 'Renamed by staff',
      leader: member.id,
      balance: 2.5,
      chatLimitCount: 300,
    });
    expect(edited).toMatchObject({
      name: 'Renamed by staff',
      balance: 2.5,
      leader: { _id: member.id, profile: { name: member.username } },
    });
    const entries = await t.app.db.query(
      'SELECT transaction_type, amount, current_amount FROM gem_transactions WHERE group_id = $1',
      [party._id],
    );
    expect(entries).toEqual([
      { transaction_type: 'admin_update_balance', amount: 10, current_amount: 10 },
    ]);
    const outsider = await registerAccount(t.app);
    expectRefused(
      await as(t.groups).call('PUT', `/admin/groups/${party._id}`, { leader: outsider.id }),
      401,
      'userMustBeMember',
    );
    const notWhole = await as(t.groups).call('PUT', `/admin/groups/${party._id}`, { balance: 0.1 });
    expectRefused(notWhole, 400, 'invalidParam', {
      param: 'balance',
      reason: 'must be a whole number of gems (quarters)',
    });
    expect(notWhole.json().errors.map((error: Json) => error.param)).toEqual(['balance']);
    const [event] = await t.app.db.query<{ payload: Json }>(
      `SELECT payload FROM events WHERE type = 'admin.groupUpdated' AND group_id = $1`,
      [party._id],
    );
    expect(event!.payload.fields).toEqual(['balance', 'chatLimitCount', 'leader', 'name']);
  });
});
