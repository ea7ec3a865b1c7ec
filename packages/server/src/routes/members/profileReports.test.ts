// Reports on a player's profile (issue 16): once per reporter, a moderator may report again and
// clear them, nobody else sees the reports, and a bad call changes nothing.
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, groupCalls } from '../../../test/helpers/groupCalls.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

describe.each(databasesUnderTest())('profile reports on $name', (database) => {
  const t = useTestApp(database);

  const as = (account: TestAccount) => groupCalls(t.app, account);
  const storedReports = async (account: TestAccount) => {
    const [row] = await t.test.db.query<{ flags: Record<string, unknown> | null }>(
      `SELECT profile->'flags' AS flags FROM users WHERE id = $1`,
      [account.id],
    );
    return row?.flags ?? {};
  };

  it('records one report per reporter and shows each only their own', async () => {
    const [ada, bob, cy] = [
      await registerAccount(t.app),
      await registerAccount(t.app),
      await registerAccount(t.app),
    ];
    const answer = await as(bob).ok('POST', `/members/${ada.id}/flag`, {
      comment: 'rude name',
      source: 'profile',
    });
    expect(Object.keys(answer.flags)).toEqual([bob.id]);
    expect(answer.flags[bob.id]).toMatchObject({ comment: 'rude name', source: 'profile' });
    expectRefused(
      await as(bob).call('POST', `/members/${ada.id}/flag`, {}),
      400,
      'profileAlreadyReported',
    );
    await as(cy).ok('POST', `/members/${ada.id}/flag`);
    expect(Object.keys(await storedReports(ada)).sort()).toEqual([bob.id, cy.id].sort());
    // The public profile never shows reports.
    const profile = await as(cy).ok('GET', `/members/${ada.id}`);
    expect(profile.profile.flags).toBeUndefined();
  });

  it('refuses bad ids and bad comments, writing nothing', async () => {
    const [ada, bob] = [await registerAccount(t.app), await registerAccount(t.app)];
    expectRefused(await as(bob).call('POST', '/members/not-an-id/flag'), 400, 'memberIdRequired');
    const nobody = '00000000-0000-4000-8000-00000000abcd';
    expectRefused(
      await as(bob).call('POST', `/members/${nobody}/flag`),
      404,
      'userWithIDNotFound',
      {
        userId: nobody,
      },
    );
    const tooLong = await as(bob).call('POST', `/members/${ada.id}/flag`, {
      comment: 'x'.repeat(3001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await storedReports(ada)).toEqual({});
  });

  it('lets only a moderator clear the reports', async () => {
    const [ada, bob, mod] = [
      await registerAccount(t.app),
      await registerAccount(t.app),
      await registerAccount(t.app),
    ];
    await as(bob).ok('POST', `/members/${ada.id}/flag`);
    expectRefused(
      await as(bob).call('POST', `/members/${ada.id}/clear-flags`),
      400,
      'onlyModeratorsClearReports',
    );
    await t.test.db.query(`UPDATE users SET permissions = '{"moderator": true}' WHERE id = $1`, [
      mod.id,
    ]);
    await as(mod).ok('POST', `/members/${ada.id}/flag`);
    await as(mod).ok('POST', `/members/${ada.id}/flag`); // a moderator may report again
    // The moderator's profile view shows the reports to clear; the reporter's never does.
    const seenByModerator = await as(mod).ok('GET', `/members/${ada.id}`);
    expect(Object.keys(seenByModerator.profile.flags).sort()).toEqual([bob.id, mod.id].sort());
    expect((await as(bob).ok('GET', `/members/${ada.id}`)).profile.flags).toBeUndefined();
    await as(mod).ok('POST', `/members/${ada.id}/clear-flags`);
    expect(await storedReports(ada)).toEqual({});
    expect((await as(mod).ok('GET', `/members/${ada.id}`)).profile.flags).toEqual({});
  });

  it('needs no sign-in to read a profile; wrong credentials read it as a visitor', async () => {
    const [ada, bob] = [await registerAccount(t.app), await registerAccount(t.app)];
    await as(bob).ok('POST', `/members/${ada.id}/flag`);
    for (const headers of [{}, { 'x-api-user': bob.id, 'x-api-key': 'wrong' }]) {
      const byId = await t.app.inject({ method: 'GET', url: `/api/v4/members/${ada.id}`, headers });
      expect(byId.statusCode, byId.body).toBe(200);
      expect(byId.json().data).toMatchObject({ _id: ada.id, inbox: { optOut: false } });
      expect(byId.json().data.profile.flags).toBeUndefined();
      expect(byId.json().userV).toBeUndefined();
      const byName = await t.app.inject({
        method: 'GET',
        url: `/api/v3/members/username/${ada.username}`,
        headers,
      });
      expect(byName.json().data._id).toBe(ada.id);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/v4/members/not-a-uuid' });
    expectRefused(missing, 400, 'memberIdRequired');
    // Everything else about members still needs a sign-in.
    for (const [method, url] of [
      ['POST', `/api/v4/members/${ada.id}/flag`],
      ['POST', '/api/v4/members/send-private-message'],
      ['GET', `/api/v4/members/${ada.id}/objections/send-private-message`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
