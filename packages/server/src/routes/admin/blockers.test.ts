// Blockers through the API (issue 18): made, changed, lifted, and enforced on every request.
import { formatMessage } from '@questlog/core';
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

describe.each(databasesUnderTest())('admin blockers on $name', (database) => {
  const t = useTestApp(database, { staff: { access: { accessControl: true } } });

  const as = (account: TestAccount) => groupCalls(t.app, account);
  const fromAddress = (ip: string, account?: TestAccount, client?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v4/status',
      remoteAddress: ip,
      headers: { ...(account?.headers ?? {}), ...(client ? { 'x-client': client } : {}) },
    });

  it('blocks an IP address and a client on every call (403), lifts them; e-mail blocks stop registration', async () => {
    const player = await registerAccount(t.app);
    const made = await as(t.access).ok('POST', '/admin/blockers', {
      type: 'ipaddress',
      value: '203.0.113.9',
      reason: 'abuse',
    });
    expect(made).toMatchObject({
      type: 'ipaddress',
      area: 'full',
      blockSource: 'administrator',
      disabled: false,
    });
    expectRefused(await fromAddress('203.0.113.9'), 403, 'ipAddressBlocked');
    expectRefused(await fromAddress('203.0.113.9', player), 403, 'ipAddressBlocked');
    expect((await fromAddress('203.0.113.10', player)).statusCode).toBe(200);

    const client = await as(t.access).ok('POST', '/admin/blockers', {
      type: 'client',
      value: 'bad-bot',
    });
    expectRefused(await fromAddress('198.51.100.1', player, 'bad-bot'), 403, 'clientBlocked');
    expect((await as(t.access).ok('GET', '/admin/blockers')).map((b: Json) => b._id)).toEqual([
      made._id,
      client._id,
    ]);

    // Payments-only blocks leave the rest of the site alone.
    const moved = await as(t.access).ok('PUT', `/admin/blockers/${client._id}`, {
      area: 'payments',
    });
    expect(moved.area).toBe('payments');
    expect((await fromAddress('198.51.100.1', player, 'bad-bot')).statusCode).toBe(200);

    const lifted = await as(t.access).ok('DELETE', `/admin/blockers/${made._id}`);
    expect(lifted.disabled).toBe(true);
    expect((await fromAddress('203.0.113.9')).statusCode).toBe(200);
    expect((await as(t.access).ok('GET', '/admin/blockers')).map((b: Json) => b._id)).toEqual([
      client._id,
    ]);
    const missing = '00000000-0000-4000-8000-000000000003';
    expectRefused(
      await as(t.access).call('DELETE', `/admin/blockers/${missing}`),
      404,
      'blockerNotFound',
    );
    expectRefused(
      await as(t.access).call('PUT', '/admin/blockers/not-an-id', { area: 'full' }),
      404,
      'blockerNotFound',
    );

    await as(t.access).ok('POST', '/admin/blockers', {
      type: 'email',
      value: 'Spammer@Example.com',
    });
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v4/user/auth/local/register',
      payload: {
        username: 'spammer1',
        email: 'spammer@example.com',
        password: 'correct horse battery',
        confirmPassword: 'correct horse battery',
      },
    });
    expectRefused(register, 403, 'emailBlocked');
    // Nor can a player move their account onto it.
    const mover = await registerAccount(t.app);
    expectRefused(
      await as(mover).call('PUT', '/user/auth/update-email', {
        newEmail: 'SPAMMER@example.com',
        password: mover.password,
      }),
      403,
      'emailBlocked',
    );
    const changes = await t.app.db.query(
      `SELECT payload->>'action' AS action FROM events WHERE type = 'admin.blockerChanged' ORDER BY id`,
    );
    expect(changes.map((row) => row.action)).toEqual([
      'created',
      'created',
      'updated',
      'disabled',
      'created',
    ]);
    expect(formatMessage('ipAddressBlocked')).not.toBe('ipAddressBlocked');
  });
});
