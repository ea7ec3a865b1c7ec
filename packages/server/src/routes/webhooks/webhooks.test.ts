// /user/webhook CRUD: defaults, option checks with the original's keys, the private address
// refusal, another player's hook out of reach.
import { describe, expect, it } from 'vitest';
import { dataOf, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, type Json } from '../../../test/helpers/groupCalls.ts';
import { buildTestApp, testConfig } from '../../../test/helpers/testApp.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

const PARTY = '0b8f7f52-4a7e-4a43-9d6f-0d4c7a3a2f11';

describe.each(databasesUnderTest())('webhook routes on $name', (database) => {
  const t = useTestApp(database, { accounts: ['ada', 'bob'] });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    who: TestAccount = t.ada,
  ) => t.app.inject({ method, url: `/api/v4${url}`, headers: who.headers, payload });
  const hooksOf = async (who: TestAccount) =>
    dataOf<Json[]>(await call('GET', '/user/webhook', undefined, who));
  const userV = async () => (await call('GET', '/user')).json<{ userV: number }>().userV;

  it('creates a taskActivity hook with the default options (201) and bumps userV', async () => {
    const before = await userV();
    const response = await call('POST', '/user/webhook', { url: 'https://hooks.example.com/a' });
    expect(response.statusCode, response.body).toBe(201);
    const hook = dataOf<Json>(response);
    expect(hook).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'taskActivity',
      label: '',
      url: 'https://hooks.example.com/a',
      enabled: true,
      failures: 0,
      lastFailureAt: null,
      options: {
        created: false,
        updated: false,
        deleted: false,
        checklistScored: false,
        scored: true,
      },
      secret: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await userV()).toBe(before + 1);
    expect((await hooksOf(t.ada)).map((h) => h.id)).toContain(hook.id);
    expect(await hooksOf(t.bob)).toEqual([]);
  });

  it('keeps a chosen id, and refuses it a second time with 400 webhookIdAlreadyTaken', async () => {
    const id = '4a1f0e2c-7a7b-4c49-9a36-2a5b0b0c1d01';
    const first = await call('POST', '/user/webhook', { id, url: 'https://hooks.example.com/b' });
    expect(dataOf<Json>(first).id).toBe(id);
    const again = await call('POST', '/user/webhook', { id, url: 'https://x.example.com' }, t.bob);
    expectRefused(again, 400, 'webhookIdAlreadyTaken', { id });
    expect(await hooksOf(t.bob)).toEqual([]);
  });

  it('keeps only the options of its type and fills the defaults', async () => {
    const hook = dataOf<Json>(
      await call('POST', '/user/webhook', {
        url: 'https://hooks.example.com/u',
        type: 'userActivity',
        label: 'Levels',
        options: { leveledUp: true, scored: true },
      }),
    );
    expect(hook.options).toEqual({ petHatched: false, mountRaised: false, leveledUp: true });
    const global = dataOf<Json>(
      await call('POST', '/user/webhook', {
        url: 'https://hooks.example.com/g',
        type: 'globalActivity',
        options: { anything: 1 },
      }),
    );
    expect(global.options).toEqual({});
  });

  it.each([
    [
      { type: 'taskActivity', options: { scored: 'yes' } },
      'webhookBooleanOption',
      { option: 'scored' },
    ],
    [
      { type: 'questActivity', options: { questStarted: 1 } },
      'webhookBooleanOption',
      { option: 'questStarted' },
    ],
    [{ type: 'groupChatReceived', options: {} }, 'groupIdRequired', {}],
    [{ type: 'groupChatReceived', options: { groupId: 'party' } }, 'groupIdRequired', {}],
    [{ type: 'nonsense' }, 'invalidWebhookType', { type: 'nonsense' }],
  ])('refuses %j with 400 %s and adds nothing', async (body, key, params) => {
    const count = (await hooksOf(t.ada)).length;
    const response = await call('POST', '/user/webhook', { url: 'https://h.example.com', ...body });
    expectRefused(response, 400, key, params);
    expect(await hooksOf(t.ada)).toHaveLength(count);
  });

  it.each(['not a url', 'ftp://files.example.com/x', 'javascript:alert(1)'])(
    'refuses the url %s with 400 invalidWebhookUrl',
    async (url) => {
      const response = await call('POST', '/user/webhook', { url });
      expectRefused(response, 400, 'invalidWebhookUrl');
      expect(response.json()).toMatchObject({ errors: [{ param: 'url' }] });
    },
  );

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://10.1.2.3/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[::ffff:192.168.0.1]/hook',
    'http://[::7f00:1]:8080/hook',
    'http://[::127.0.0.1]/hook',
    'http://[64:ff9b::7f00:1]/hook',
    'http://[2002:7f00:1::1]/hook',
    'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook',
  ])('refuses a private address %s with 400 webhookUrlNotAllowed', async (url) => {
    expectRefused(await call('POST', '/user/webhook', { url }), 400, 'webhookUrlNotAllowed');
  });

  it('takes a private address when WEBHOOK_ALLOW_PRIVATE is on', async () => {
    const open = buildTestApp(t.test.db, {
      webhooks: { ...testConfig().webhooks, allowPrivate: true },
    });
    const response = await open.inject({
      method: 'POST',
      url: '/api/v4/user/webhook',
      headers: t.bob.headers,
      payload: { url: 'http://127.0.0.1:9/hook' },
    });
    expect(response.statusCode, response.body).toBe(201);
    await open.close();
  });

  it('updates: options merged then checked, type changed, a chat hook needs its group', async () => {
    const hook = dataOf<Json>(
      await call('POST', '/user/webhook', { url: 'https://hooks.example.com/p' }),
    );
    const updated = await call('PUT', `/user/webhook/${hook.id}`, {
      label: 'Mine',
      enabled: false,
      options: { created: true },
    });
    expect(dataOf<Json>(updated)).toMatchObject({
      id: hook.id,
      label: 'Mine',
      enabled: false,
      options: { created: true, scored: true, deleted: false },
    });
    expectRefused(
      await call('PUT', `/user/webhook/${hook.id}`, { type: 'groupChatReceived' }),
      400,
      'groupIdRequired',
    );
    const chat = await call('PUT', `/user/webhook/${hook.id}`, {
      type: 'groupChatReceived',
      options: { groupId: PARTY.toUpperCase() },
    });
    expect(dataOf<Json>(chat)).toMatchObject({
      type: 'groupChatReceived',
      options: { groupId: PARTY },
    });
    expectRefused(
      await call('PUT', `/user/webhook/${hook.id}`, { options: { groupId: 'x' } }),
      400,
      'groupIdRequired',
    );
  });

  it("answers 404 noWebhookWithId for an unknown hook and for another player's", async () => {
    const mine = dataOf<Json>(
      await call('POST', '/user/webhook', { url: 'https://hooks.example.com/mine' }),
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectRefused(await call('PUT', `/user/webhook/${unknown}`, {}), 404, 'noWebhookWithId', {
      id: unknown,
    });
    expectRefused(
      await call('DELETE', `/user/webhook/${mine.id}`, undefined, t.bob),
      404,
      'noWebhookWithId',
      { id: mine.id },
    );
    expectRefused(
      await call('PUT', `/user/webhook/${mine.id}`, { label: 'taken' }, t.bob),
      404,
      'noWebhookWithId',
      { id: mine.id },
    );
    expect((await hooksOf(t.ada)).find((h) => h.id === mine.id)).toMatchObject({ label: '' });
  });

  it('deletes a hook and answers the remaining ones', async () => {
    const hook = dataOf<Json>(
      await call('POST', '/user/webhook', { url: 'https://hooks.example.com/d' }),
    );
    const before = await hooksOf(t.ada);
    const response = await call('DELETE', `/user/webhook/${hook.id}`);
    expect(response.statusCode).toBe(200);
    expect(dataOf<Json[]>(response).map((h) => h.id)).toEqual(
      before.filter((h) => h.id !== hook.id).map((h) => h.id),
    );
  });

  it('needs sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v4/user/webhook' });
    expect(response.statusCode).toBe(401);
  });
});
