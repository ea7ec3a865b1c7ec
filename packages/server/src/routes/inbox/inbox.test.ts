// The original's v3 inbox listing, GET /inbox/messages, under both prefixes, and the v3 user's
// inbox.messages built from the inbox table. In that shape each copy names the other player in
// uuid/user/username (a sent copy names its receiver there), as the original stores it. The v4
// inbox calls are covered with the members' in members.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import type { Json } from '../../../test/helpers/groupCalls.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

describe.each(databasesUnderTest())('the v3 inbox on $name', (database) => {
  let ada: TestAccount;
  let bob: TestAccount;
  let cy: TestAccount;

  const t = useTestApp(database);
  beforeAll(async () => {
    [ada, bob, cy] = [
      await registerAccount(t.app),
      await registerAccount(t.app),
      await registerAccount(t.app),
    ];
    // Ada writes to Bob first, then Bob answers 11 times, then Cy writes to Ada.
    await send(ada, bob, 'hello Bob');
    for (let index = 0; index < 11; index += 1) await send(bob, ada, `reply ${index}`);
    await send(cy, ada, 'from Cy');
  });

  async function send(from: TestAccount, to: TestAccount, message: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v4/members/send-private-message',
      headers: from.headers,
      payload: { toUserId: to.id, message },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const get = (account: TestAccount, url: string) =>
    t.app.inject({ method: 'GET', url, headers: account.headers });
  const dataOf = async (account: TestAccount, url: string) => {
    const response = await get(account, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Json }>().data;
  };

  it.each(['/api/v3', '/api/v4'])(
    '%s/inbox/messages pages by 10, newest first; a sent copy names its receiver',
    async (prefix) => {
      const first = (await dataOf(ada, `${prefix}/inbox/messages?page=0`)) as Json[];
      expect(first.map((message) => message.text)).toEqual([
        'from Cy',
        ...Array.from({ length: 9 }, (_, index) => `reply ${10 - index}`),
      ]);
      expect(first[0]).toMatchObject({ uuid: cy.id, sent: false, ownerId: ada.id });
      const second = (await dataOf(ada, `${prefix}/inbox/messages?page=1`)) as Json[];
      expect(second.map((message) => message.text)).toEqual(['reply 1', 'reply 0', 'hello Bob']);
      // Ada's own copy of what she sent names Bob, the other side, with no toUUID.
      expect(second[2]).toMatchObject({
        sent: true,
        uuid: bob.id,
        username: bob.username,
        text: 'hello Bob',
      });
      expect(second[2]).not.toHaveProperty('toUUID');
      expect(await dataOf(ada, `${prefix}/inbox/messages?page=2`)).toEqual([]);
    },
  );

  it('filters to one conversation, and without a page lists the newest messages', async () => {
    const withCy = (await dataOf(ada, `/api/v3/inbox/messages?conversation=${cy.id}`)) as Json[];
    expect(withCy.map((message) => message.text)).toEqual(['from Cy']);
    const all = (await dataOf(ada, '/api/v3/inbox/messages')) as Json[];
    expect(all).toHaveLength(13);
    // Bob's copy of the same first message: received, naming Ada.
    const bobs = (await dataOf(bob, `/api/v3/inbox/messages?conversation=${ada.id}`)) as Json[];
    expect(bobs.at(-1)).toMatchObject({ text: 'hello Bob', sent: false, uuid: ada.id });
  });

  it('answers only from the caller’s own copies', async () => {
    const eve = await registerAccount(t.app);
    expect(await dataOf(eve, '/api/v3/inbox/messages')).toEqual([]);
    expect(await dataOf(eve, `/api/v3/inbox/messages?conversation=${ada.id}`)).toEqual([]);
  });

  it.each(['?page=-1', '?page=x', '?conversation=not-a-uuid'])(
    'refuses %s with a 400',
    async (query) => {
      const response = await get(ada, `/api/v3/inbox/messages${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'BadRequest' });
    },
  );

  it('needs a signed-in player', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/inbox/messages' });
    expect(response.statusCode).toBe(401);
  });

  it('v3 GET /user carries inbox.messages keyed by id, in the v3 shape; v4 does not', async () => {
    const v3 = await dataOf(ada, '/api/v3/user');
    const listed = (await dataOf(ada, '/api/v3/inbox/messages')) as Json[];
    expect(v3.inbox.messages).toEqual(
      Object.fromEntries(listed.map((message) => [message.id, message])),
    );
    expect(v3.inbox.newMessages).toBe(12);
    const v4 = await dataOf(ada, '/api/v4/user');
    expect(v4.inbox).not.toHaveProperty('messages');
    expect(v4.inbox.newMessages).toBe(12);
  });

  it('v3 PUT /user answers the player with inbox.messages too', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v3/user',
      headers: cy.headers,
      payload: { 'profile.blurb': 'hi' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const messages = Object.values(response.json<{ data: Json }>().data.inbox.messages) as Json[];
    expect(messages).toEqual([expect.objectContaining({ text: 'from Cy', uuid: ada.id })]);
  });

  it('v3 user answers hold the newest 200 messages', async () => {
    const dan = await registerAccount(t.app);
    await t.test.db.query(
      `INSERT INTO inbox_messages (owner_id, other_id, is_sent, text, created_at)
       SELECT $1, $2, false, 'note ' || n, timestamptz '2030-01-01' + n * interval '1 minute'
       FROM generate_series(1, 205) AS n`,
      [dan.id, ada.id],
    );
    const messages = Object.values((await dataOf(dan, '/api/v3/user')).inbox.messages) as Json[];
    expect(messages).toHaveLength(200);
    expect(messages.map((message) => message.text)).not.toContain('note 5');
    expect(messages.map((message) => message.text)).toContain('note 6');
    expect(await dataOf(dan, '/api/v3/inbox/messages')).toHaveLength(200);
  });
});
