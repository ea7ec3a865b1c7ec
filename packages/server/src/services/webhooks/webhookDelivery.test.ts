// Webhook delivery end to end: a real HTTP receiver on 127.0.0.1 (so the private-address guard is
// switched off here, except in the last test, which checks it refuses), the app's own event
// worker, signed bodies, retries with backoff, failure counting and the switch-off at ten.
// The worker runs on a fixed clock: a test lets it finish what is due (events.settle) and moves
// the clock to bring a retry due, so nothing waits on real time.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataOf, registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { taskCalls } from '../../../test/helpers/tasks.ts';
import { testConfig } from '../../../test/helpers/testApp.ts';
import { buildApp, type App } from '../../app.ts';
import { TAVERN_ID } from '../../db/repositories/groups.ts';
import { createFixedClock } from '../clock.ts';

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: Json;
  /** The worker's time when it arrived. */
  at: number;
}

const RETRIES = 2;
const RETRY_BASE_MS = 5_000;
const clock = createFixedClock();

function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        raw,
        body: JSON.parse(raw) as Json,
        at: clock.now().getTime(),
      });
      response.writeHead(status).end();
    });
  });
  return {
    received,
    setStatus: (next: number) => (status = next),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`),
        ),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.each(databasesUnderTest())('webhook delivery on $name', (database) => {
  let test: TestDatabase;
  let app: App;
  let ada: TestAccount;
  let url: string;
  const receiver = startReceiver();

  const appWith = (allowPrivate: boolean) =>
    buildApp({
      db: test.db,
      config: testConfig({
        webhooks: { allowPrivate, timeoutMs: 2_000, retries: RETRIES, retryBaseMs: RETRY_BASE_MS },
      }),
      logger: false,
      runEventWorker: true,
      eventClock: clock,
    });

  beforeAll(async () => {
    test = await database.open();
    url = await receiver.listen();
    app = appWith(true);
    await app.ready();
    ada = await registerAccount(app);
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.setStatus(200);
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
    await test.drop();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    app.inject({ method, url: `/api/v4${path}`, headers: ada.headers, payload });
  const createHook = async (body: object) => {
    const response = await call('POST', '/user/webhook', { url, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return dataOf<Json>(response);
  };
  const hookRow = async (id: string) =>
    (
      await test.db.query<{ enabled: boolean; failures: number; last_failure_at: Date | null }>(
        'SELECT enabled, failures, last_failure_at FROM webhooks WHERE id = $1',
        [id],
      )
    )[0]!;
  const scoreNewTodo = async () => {
    const todo = await taskCalls(app, ada).create({ type: 'todo', text: 'Post a letter' });
    const scored = await call('POST', `/tasks/${todo.id}/score/up`);
    expect(scored.statusCode, scored.body).toBe(200);
    return todo;
  };
  const deliveriesPending = async () =>
    (
      await test.db.query<{ pending: number }>(
        `SELECT count(*)::int AS pending FROM events
         WHERE done_at IS NULL AND failed_at IS NULL`,
      )
    )[0]!.pending;
  /** Moves the clock through each retry of a failing delivery, letting each one happen. */
  const throughRetries = async () => {
    for (let retry = 1; retry <= RETRIES; retry += 1) {
      clock.jump(RETRY_BASE_MS * 2 ** (retry - 1));
      await app.events.settle();
    }
  };

  it('delivers a signed taskActivity "scored" body, and nothing for options left off', async () => {
    const hook = await createHook({ label: 'scores' });
    const todo = await scoreNewTodo();
    await app.events.settle();

    expect(await deliveriesPending()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received as [Received];
    expect(delivery.body).toMatchObject({
      webhookType: 'taskActivity',
      type: 'scored',
      direction: 'up',
      delta: expect.any(Number),
      task: { id: todo.id, text: 'Post a letter', completed: true },
      user: { _id: ada.id, _tmp: expect.any(Object), stats: { maxHealth: 50 } },
    });
    const timestamp = delivery.headers['x-questlog-timestamp'] as string;
    const expected = createHmac('sha256', hook.secret as string)
      .update(`${timestamp}.${delivery.raw}`)
      .digest('hex');
    expect(delivery.headers['x-questlog-signature']).toBe(`sha256=${expected}`);
    expect(delivery.headers['content-type']).toBe('application/json');
    await call('PUT', `/user/webhook/${hook.id}`, { enabled: false });
  });

  it('tells a groupChatReceived hook of a message in its group', async () => {
    const party = await groupCalls(app, ada).createParty('Hook Party');
    const hook = await createHook({ type: 'groupChatReceived', options: { groupId: party.id } });
    const posted = await call('POST', `/groups/${party.id}/chat`, { message: 'Hello, hooks' });
    expect(posted.statusCode, posted.body).toBe(200);
    await app.events.settle();

    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.body).toMatchObject({
      webhookType: 'groupChatReceived',
      group: { id: party.id, name: 'Hook Party' },
      chat: { text: 'Hello, hooks', uuid: ada.id },
      user: { _id: ada.id },
    });
    await call('PUT', `/user/webhook/${hook.id}`, { enabled: false });
  });

  const hookFor = async (account: TestAccount, body: object) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v4/user/webhook',
      headers: account.headers,
      payload: { url, ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return dataOf<Json>(response);
  };
  const chatHooked = (groupId: string) => ({
    type: 'groupChatReceived',
    options: { groupId },
  });

  it("tells a group's chat hooks of its system messages: a quest's start, a day of boss damage", async () => {
    const [cy, outsider] = [await registerAccount(app), await registerAccount(app)];
    const party = await groupCalls(app, cy).createParty('System Party');
    await hookFor(cy, chatHooked(party.id));
    // Not a member: a hook on someone else's party hears nothing.
    await hookFor(outsider, chatHooked(party.id));
    await test.db.query(
      `UPDATE users SET items = jsonb_set(items, '{quests,rat}', '1') WHERE id = $1`,
      [cy.id],
    );
    // Alone in the party: the quest starts at once, and says so in the party's chat.
    await groupCalls(app, cy).ok('POST', '/groups/party/quests/invite/rat');
    await app.events.settle();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.body).toMatchObject({
      webhookType: 'groupChatReceived',
      group: { id: party.id, name: 'System Party' },
      chat: { uuid: 'system', info: { type: 'quest_start', quest: 'rat' } },
      user: { _id: cy.id },
    });

    // A day boundary takes the day's damage to the boss, told in the chat.
    await test.db.query(
      `UPDATE users SET last_cron = now() - interval '2 days',
         party = jsonb_set(party, '{quest,progress,up}', '30') WHERE id = $1`,
      [cy.id],
    );
    const cron = await app.inject({ method: 'POST', url: '/api/v4/cron', headers: cy.headers });
    expect(cron.statusCode, cron.body).toBe(200);
    await app.events.settle();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toMatchObject({
      group: { id: party.id },
      chat: { uuid: 'system', info: { type: 'boss_damage', user: cy.id, userDamage: 30 } },
      user: { _id: cy.id },
    });
    expect(await deliveriesPending()).toBe(0);
    expect(receiver.received.map((r) => r.body.user._id)).toEqual([cy.id, cy.id]);
    await test.db.query('UPDATE webhooks SET enabled = false WHERE user_id = ANY($1::uuid[])', [
      [cy.id, outsider.id],
    ]);
  });

  it('tells hooks on the Tavern of its messages, a shadow-muted one included', async () => {
    const [dee, eve] = [await registerAccount(app), await registerAccount(app)];
    await hookFor(dee, chatHooked(TAVERN_ID));
    await test.db.query(
      `UPDATE users SET flags = flags || '{"chatShadowMuted": true}' WHERE id = $1`,
      [eve.id],
    );
    for (const [poster, message] of [
      [dee, 'Hello, Tavern'],
      [eve, 'Hidden from the Tavern'],
    ] as const) {
      const posted = await groupCalls(app, poster).call('POST', '/groups/habitrpg/chat', {
        message,
      });
      expect(posted.statusCode, posted.body).toBe(200);
    }
    await app.events.settle();
    expect(receiver.received).toHaveLength(2);
    const chats = receiver.received
      .map((r) => r.body.chat)
      .sort((a, b) => a.timestamp - b.timestamp);
    expect(chats).toMatchObject([
      { text: 'Hello, Tavern', uuid: dee.id },
      { text: 'Hidden from the Tavern', uuid: eve.id },
    ]);
    for (const received of receiver.received) {
      expect(received.body).toMatchObject({
        webhookType: 'groupChatReceived',
        group: { id: TAVERN_ID },
        user: { _id: dee.id },
      });
    }
    await test.db.query('UPDATE webhooks SET enabled = false WHERE user_id = $1', [dee.id]);
  });

  it('tells a questActivity hook of the invitation and the start it asked for', async () => {
    const hook = await createHook({
      type: 'questActivity',
      options: { questInvited: true, questStarted: true },
    });
    await test.db.query(
      `UPDATE users SET items = jsonb_set(items, '{quests,rat}', '1') WHERE id = $1`,
      [ada.id],
    );
    const party = await groupCalls(app, ada).party();
    // Alone in the party: nobody's answer is pending, so the quest starts at once.
    const invited = await call('POST', '/groups/party/quests/invite/rat');
    expect(invited.statusCode, invited.body).toBe(200);
    await app.events.settle();

    expect(receiver.received).toHaveLength(2);
    const bodies = receiver.received.map((r) => r.body);
    expect(bodies.map((body) => body.type).sort()).toEqual(['questInvited', 'questStarted']);
    for (const body of bodies) {
      expect(body).toMatchObject({
        webhookType: 'questActivity',
        group: { id: party.id, name: 'Hook Party' },
        quest: { key: 'rat', questOwner: ada.id },
        user: { _id: ada.id },
      });
    }
    await call('PUT', `/user/webhook/${hook.id}`, { enabled: false });
  });

  it('retries a failing receiver with growing waits, then counts one failure', async () => {
    const hook = await createHook({});
    receiver.setStatus(500);
    await scoreNewTodo();
    await app.events.settle();
    expect(receiver.received).toHaveLength(1);

    // Each retry comes when the clock reaches it, not a millisecond before.
    for (const waitMs of [RETRY_BASE_MS, 2 * RETRY_BASE_MS]) {
      const before = receiver.received.length;
      clock.jump(waitMs - 1);
      await app.events.settle();
      expect(receiver.received).toHaveLength(before);
      clock.jump(1);
      await app.events.settle();
      expect(receiver.received).toHaveLength(before + 1);
    }
    expect((await hookRow(hook.id)).failures).toBe(1);
    // The last retry was the last attempt.
    clock.jump(24 * 3_600_000);
    await app.events.settle();
    expect(receiver.received).toHaveLength(RETRIES + 1);
    // The same delivery each time, so a receiver can drop repeats.
    expect(new Set(receiver.received.map((r) => r.headers['x-questlog-delivery'])).size).toBe(1);
    const [first, second, third] = receiver.received.map((r) => r.at) as [number, number, number];
    expect([second - first, third - second]).toEqual([RETRY_BASE_MS, 2 * RETRY_BASE_MS]);
    expect(await hookRow(hook.id)).toMatchObject({
      enabled: true,
      failures: 1,
      last_failure_at: expect.any(Date),
    });
    await call('PUT', `/user/webhook/${hook.id}`, { enabled: false });
  });

  it('switches a hook off at its tenth failure and tells its owner', async () => {
    const hook = await createHook({ label: 'Flaky' });
    await test.db.query('UPDATE webhooks SET failures = 9, last_failure_at = now() WHERE id = $1', [
      hook.id,
    ]);
    receiver.setStatus(503);
    await scoreNewTodo();
    await app.events.settle();
    expect((await hookRow(hook.id)).enabled).toBe(true);
    await throughRetries();

    expect(await hookRow(hook.id)).toMatchObject({
      enabled: false,
      failures: 0,
      last_failure_at: null,
    });
    const user = dataOf<Json>(await call('GET', '/user'));
    expect(user.notifications).toContainEqual(
      expect.objectContaining({
        type: 'WEBHOOK_DISABLED',
        data: { id: hook.id, label: 'Flaky', url, failures: 10 },
      }),
    );
    // Off means off: the next score sends nothing.
    const count = receiver.received.length;
    await scoreNewTodo();
    await app.events.settle();
    expect(await deliveriesPending()).toBe(0);
    expect(receiver.received).toHaveLength(count);
  });

  it('a failure more than a month after the last one starts the count again', async () => {
    const hook = await createHook({});
    await test.db.query(
      `UPDATE webhooks SET failures = 9, last_failure_at = now() - interval '40 days' WHERE id = $1`,
      [hook.id],
    );
    receiver.setStatus(500);
    await scoreNewTodo();
    await app.events.settle();
    await throughRetries();
    expect(await hookRow(hook.id)).toMatchObject({ enabled: true, failures: 1 });
    await call('PUT', `/user/webhook/${hook.id}`, { enabled: false });
  });

  it('without the allowance, never calls a hook whose address is private', async () => {
    const hook = await createHook({});
    await app.close();
    app = appWith(false);
    await app.ready();
    await scoreNewTodo();
    await app.events.settle();

    // Counted at once, and never retried.
    expect((await hookRow(hook.id)).failures).toBe(1);
    await throughRetries();
    expect((await hookRow(hook.id)).failures).toBe(1);
    expect(receiver.received).toHaveLength(0);
  });
});
