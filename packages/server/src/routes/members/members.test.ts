// Members, private messages and gem gifts through the API (issue 16): objections both ways for
// messages, gifts and invitations, the inbox out of others' reach, and a race of two players
// gifting each other at once that neither makes nor loses a gem.
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { socialFixtures } from '../../../test/helpers/social.ts';
import { useTestApp } from '../../../test/helpers/useTestApp.ts';

describe.each(databasesUnderTest())('members and inbox on $name', (database) => {
  let fixtures: ReturnType<typeof socialFixtures>;

  const t = useTestApp(database);
  beforeAll(async () => {
    fixtures = socialFixtures(t.test.db);
  });

  const player = () => registerAccount(t.app);
  const as = (account: TestAccount) => groupCalls(t.app, account);
  const send = (from: TestAccount, to: string, message = 'hello') =>
    as(from).call('POST', '/members/send-private-message', { toUserId: to, message });
  const gift = (from: TestAccount, to: string, gemAmount: number, message?: string) =>
    as(from).call('POST', '/members/transfer-gems', { toUserId: to, gemAmount, message });
  const inbox = (account: TestAccount, query = '') =>
    as(account).ok('GET', `/inbox/paged-messages${query}`) as Promise<Json[]>;

  it('shows a public profile by id and by username, never private data', async () => {
    const ada = await player();
    const viewer = await player();
    const byId = await as(viewer).ok('GET', `/members/${ada.id}`);
    expect(byId).toMatchObject({ _id: ada.id, auth: { local: { username: ada.username } } });
    expect(byId.stats.maxHealth).toBe(50);
    expect(byId.inbox).toEqual({ optOut: false });
    expect(byId.balance).toBeUndefined();
    expect(byId.auth.local.email).toBeUndefined();
    const byName = await as(viewer).ok('GET', `/members/username/@${ada.username.toUpperCase()}`);
    expect(byName._id).toBe(ada.id);
    expectRefused(await as(viewer).call('GET', '/members/not-a-uuid'), 400, 'memberIdRequired');
    const nobody = '00000000-0000-4000-8000-000000000001';
    expectRefused(await as(viewer).call('GET', `/members/${nobody}`), 404, 'userWithIDNotFound', {
      userId: nobody,
    });
    expectRefused(
      await as(viewer).call('GET', '/members/username/nobody_here'),
      404,
      'userNotFound',
    );
  });

  it('sends a private message into both inboxes; unread counts, pages, conversations, mark read', async () => {
    const [ada, bob] = [await player(), await player()];
    const sent = (await send(ada, bob.id, '  Hi **Bob**  ')).json().data.message;
    expect(sent).toMatchObject({ text: 'Hi **Bob**', sent: true, uuid: ada.id, toUUID: bob.id });
    for (let index = 0; index < 11; index += 1) await send(bob, ada.id, `reply ${index}`);
    expect((await as(ada).user()).inbox.newMessages).toBe(11);
    expect((await as(bob).user()).inbox.newMessages).toBe(1);

    const page0 = await inbox(ada);
    expect(page0).toHaveLength(10);
    expect(page0[0]).toMatchObject({ text: 'reply 10', uuid: bob.id, sent: false });
    const page1 = await inbox(ada, '?page=1');
    expect(page1.map((message) => message.text)).toEqual(['reply 0', 'Hi **Bob**']);
    expect(page1[1]!.uniqueMessageId).toBe(sent.uniqueMessageId);

    const cy = await player();
    await send(cy, ada.id, 'from cy');
    const conversations = await as(ada).ok('GET', '/inbox/conversations');
    // Each conversation's unread messages: ada's own message to bob is not among them.
    expect(conversations.map((c: Json) => [c.uuid, c.count, c.newMessages, c.text])).toEqual([
      [cy.id, 1, 1, 'from cy'],
      [bob.id, 12, 11, 'reply 10'],
    ]);
    expect(
      (await as(bob).ok('GET', '/inbox/conversations')).map((c: Json) => c.newMessages),
    ).toEqual([1]);
    expect(await inbox(ada, `?conversation=${cy.id}`)).toHaveLength(1);

    const read = await as(ada).call('POST', '/user/mark-pms-read');
    expect(read.json().message).toBeTruthy();
    expect((await as(ada).user()).inbox.newMessages).toBe(0);
    const afterRead = await as(ada).ok('GET', '/inbox/conversations');
    expect(afterRead.map((c: Json) => c.newMessages)).toEqual([0, 0]);
    await send(bob, ada.id, 'one more');
    expect(
      (await as(ada).ok('GET', '/inbox/conversations')).map((c: Json) => [c.uuid, c.newMessages]),
    ).toEqual([
      [bob.id, 1],
      [cy.id, 0],
    ]);

    expectRefused(
      await as(ada).call('POST', '/members/send-private-message', {
        toUserId: bob.id,
        message: ' ',
      }),
      400,
      'messageRequired',
    );
    expectRefused(
      await as(ada).call('POST', '/members/send-private-message', { message: 'x' }),
      400,
      'toUserIDRequired',
    );
    expectRefused(await send(ada, '00000000-0000-4000-8000-000000000001'), 404, 'userNotFound');
    const long = (await send(ada, bob.id, 'y'.repeat(3100))).json().data.message;
    expect(long.text).toHaveLength(3000);
  });

  it('keeps each inbox its owner’s: delete, clear, like and report reach only one’s own copies', async () => {
    const [ada, bob, eve] = [await player(), await player(), await player()];
    const sent = (await send(ada, bob.id, 'private')).json().data.message;
    const bobsCopy = (await inbox(bob))[0]!;
    expect(bobsCopy.id).not.toBe(sent.id);

    // Eve reaches neither copy.
    expectRefused(
      await as(eve).call('DELETE', `/inbox/messages/${sent.id}`),
      404,
      'messageGroupChatNotFound',
    );
    expectRefused(
      await as(eve).call('POST', `/inbox/like-private-message/${sent.uniqueMessageId}`),
      404,
      'messageGroupChatNotFound',
    );
    expectRefused(
      await as(eve).call('POST', `/members/flag-private-message/${bobsCopy.id}`),
      404,
      'messageGroupChatNotFound',
    );
    expect(await inbox(eve, `?conversation=${ada.id}`)).toEqual([]);

    // A like lands on both copies.
    const liked = await as(bob).ok('POST', `/inbox/like-private-message/${sent.uniqueMessageId}`);
    expect(liked).toMatchObject({ id: bobsCopy.id, likes: { [bob.id]: true } });
    expect((await inbox(ada))[0]!.likes).toEqual({ [bob.id]: true });

    const flagged = await as(bob).ok('POST', `/members/flag-private-message/${bobsCopy.id}`);
    expect(flagged).toMatchObject({ ok: true, message: { flagCount: 1 } });
    expectRefused(
      await as(bob).call('POST', `/members/flag-private-message/${bobsCopy.id}`),
      400,
      'messageGroupChatFlagAlreadyReported',
    );

    // Deleting Bob's copy leaves Ada's.
    expect((await as(bob).call('DELETE', `/inbox/messages/${bobsCopy.id}`)).statusCode).toBe(200);
    expect(await inbox(bob)).toEqual([]);
    expect(await inbox(ada)).toHaveLength(1);
    await send(bob, ada.id, 'another');
    expect((await as(ada).call('DELETE', '/inbox/clear')).statusCode).toBe(200);
    expect(await inbox(ada)).toEqual([]);
    expect((await as(ada).user()).inbox.newMessages).toBe(0);
    expect(await inbox(bob)).toHaveLength(1);
  });

  it('blocks both ways for messages, gifts and invitations; opt-out and revoked chat; objections listed', async () => {
    const [ada, bob, cy] = [await player(), await player(), await player()];
    await fixtures.setGems(ada.id, 8);
    await fixtures.setGems(bob.id, 8);
    expectRefused(await as(ada).call('POST', '/user/block/nope'), 400, 'invalidUUID');
    expectRefused(await as(ada).call('POST', `/user/block/${ada.id}`), 400, 'blockYourself');
    expect(await as(ada).ok('POST', `/user/block/${bob.id}`)).toEqual([bob.id]);

    expectRefused(await send(ada, bob.id), 401, 'blockedToSendToThisUser');
    expectRefused(await send(bob, ada.id), 401, 'notAuthorizedToSendMessageToThisUser');
    expectRefused(await gift(ada, bob.id, 1), 401, 'blockedToSendToThisUser');
    expectRefused(await gift(bob, ada.id, 1), 401, 'notAuthorizedToSendMessageToThisUser');
    const adaParty = await as(ada).createParty();
    expectRefused(
      await as(ada).invite(adaParty.id, { uuids: [bob.id] }),
      401,
      'blockedToSendToThisUser',
    );
    const bobParty = await as(bob).createParty();
    expectRefused(
      await as(bob).invite(bobParty.id, { uuids: [ada.id] }),
      401,
      'notAuthorizedToSendMessageToThisUser',
    );
    expect(await as(bob).ok('GET', `/members/${ada.id}/objections/transfer-gems`)).toEqual([
      'You cannot send a message to this user.',
    ]);
    expect(await fixtures.gemsOf(ada.id)).toBe(8);

    // Unblocking (the same call again) opens the way.
    expect(await as(ada).ok('POST', `/user/block/${bob.id}`)).toEqual([]);
    expect((await send(bob, ada.id)).statusCode).toBe(200);

    await as(cy).ok('PUT', '/user', { 'inbox.optOut': true });
    expectRefused(await send(ada, cy.id), 401, 'notAuthorizedToSendMessageToThisUser');
    expect((await gift(ada, cy.id, 4)).statusCode).toBe(200);
    // A message to oneself is allowed, gems to oneself are not.
    expect((await send(ada, ada.id, 'note to self')).statusCode).toBe(200);
    expectRefused(await gift(ada, ada.id, 1), 401, 'cannotSendGemsToYourself');
    await fixtures.setFlags(ada.id, { chatRevoked: true });
    expectRefused(await send(ada, bob.id), 401, 'chatPrivilegesRevoked');
    expect(await as(ada).ok('GET', `/members/${bob.id}/objections/send-private-message`)).toEqual([
      'You cannot do this because your chat privileges have been removed.',
    ]);
    expectRefused(
      await as(ada).call('GET', `/members/${bob.id}/objections/wave`),
      400,
      'invalidInteraction',
      {
        interaction: 'wave',
      },
    );
    // A moderator's message passes the objections.
    await fixtures.makeModerator(bob.id);
    expect((await send(bob, cy.id, 'from the moderators')).statusCode).toBe(200);
  });

  it('gives gems with a note in both inboxes; refuses a bad amount and writes nothing', async () => {
    const [ada, bob] = [await player(), await player()];
    await fixtures.setGems(ada.id, 10);
    expect((await gift(ada, bob.id, 6, 'for the quest')).json().data).toEqual({});
    expect(await fixtures.gemsOf(ada.id)).toBe(4);
    expect(await fixtures.gemsOf(bob.id)).toBe(6);
    expect((await as(bob).user()).balance).toBe(1.5);
    const line = (await inbox(bob))[0]!;
    expect(line.text).toContain('6 gems');
    expect(line.text).toContain('for the quest');
    expect((await inbox(ada))[0]!.uniqueMessageId).toBe(line.uniqueMessageId);

    for (const amount of [0, -4, 5]) {
      expectRefused(await gift(ada, bob.id, amount), 401, 'badAmountOfGemsToSend');
    }
    expect((await gift(ada, bob.id, 1, 'x'.repeat(201))).statusCode).toBe(400);
    expectRefused(await gift(ada, '00000000-0000-4000-8000-000000000001', 1), 404, 'userNotFound');
    expect(await fixtures.gemsOf(ada.id)).toBe(4);
    expect(await fixtures.gemsOf(bob.id)).toBe(6);
    expect(await inbox(bob)).toHaveLength(1);
  });

  it('races two players gifting each other: no gem is made or lost', async () => {
    const [ada, bob] = [await player(), await player()];
    await fixtures.setGems(ada.id, 20);
    await fixtures.setGems(bob.id, 20);
    const calls = [];
    for (let round = 0; round < 10; round += 1) {
      calls.push(gift(ada, bob.id, 3), gift(bob, ada.id, 2));
    }
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.statusCode).every((status) => status === 200)).toBe(true);
    expect(await fixtures.gemsOf(ada.id)).toBe(20 - 30 + 20);
    expect(await fixtures.gemsOf(bob.id)).toBe(20 + 30 - 20);
    expect(await inbox(ada, '?page=1')).toHaveLength(10);
  });
});
