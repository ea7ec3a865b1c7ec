// Group chat through the API (issue 16): posting with its checks in order, the notices members get
// and clear, likes, deletes, flags with their thresholds, moderation, and paging through every
// message ever posted.
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, type Json } from '../../../test/helpers/groupCalls.ts';
import { TAVERN_ID } from '../../db/repositories/groups.ts';
import { useChatTest } from './chatTestKit.ts';

describe.each(databasesUnderTest())('group chat on $name', (database) => {
  const { t, clock, fixtures, as, player } = useChatTest(database);

  /** A public guild led by `leader` that `members` joined. */
  async function guildOf(leader: TestAccount, ...members: TestAccount[]) {
    await fixtures.setGems(leader.id, 4);
    const guild = await as(leader).ok('POST', '/groups', {
      type: 'guild',
      privacy: 'public',
      name: 'Chatters',
    });
    for (const member of members) expect((await as(member).join(guild.id)).statusCode).toBe(200);
    return guild.id as string;
  }
  async function partyOf(leader: TestAccount, ...members: TestAccount[]) {
    const party = await as(leader).createParty();
    for (const member of members) {
      await as(leader).invite(party.id, { uuids: [member.id] });
      expect((await as(member).join(party.id)).statusCode).toBe(200);
    }
    return party.id as string;
  }
  const post = (account: TestAccount, groupId: string, message: string, query = '') =>
    as(account).call('POST', `/groups/${groupId}/chat${query}`, { message });
  const posted = async (account: TestAccount, groupId: string, message: string) => {
    const response = await post(account, groupId, message);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { message: Json } }>().data.message;
  };
  const chatOf = (account: TestAccount, groupId: string, query = '') =>
    as(account).ok('GET', `/groups/${groupId}/chat${query}`) as Promise<Json[]>;

  it('posts and reads newest first; members get one notice per group until seen, and newMessages follows it', async () => {
    const [ada, bob, cy] = [await player(), await player(), await player()];
    const guildId = await guildOf(ada, bob);
    const first = await posted(ada, guildId, '  Hello **all**  ');
    expect(first).toMatchObject({ text: 'Hello **all**', uuid: ada.id, flagCount: 0, likes: {} });
    await posted(ada, guildId, 'Second');

    expect((await chatOf(bob, guildId)).map((message) => message.text)).toEqual([
      'Second',
      'Hello **all**',
    ]);
    const bobUser = await as(bob).user();
    const notices = bobUser.notifications.filter((n: Json) => n.type === 'NEW_CHAT_MESSAGE');
    expect(notices).toEqual([
      expect.objectContaining({ data: { group: { id: guildId, name: 'Chatters' } } }),
    ]);
    expect(bobUser.newMessages).toEqual({ [guildId]: { name: 'Chatters', value: true } });
    // The author is not told of their own message; a stranger reads a public guild's chat.
    expect((await as(ada).user()).newMessages).toEqual({});
    expect(await chatOf(cy, guildId)).toHaveLength(2);
    expect((await as(cy).user()).newMessages).toEqual({});

    expect((await as(bob).call('POST', `/groups/${guildId}/chat/seen`)).json().data).toEqual({});
    const seen = await as(bob).user();
    expect(seen.newMessages).toEqual({});
    expect(seen.notifications.some((n: Json) => n.type === 'NEW_CHAT_MESSAGE')).toBe(false);
    await posted(ada, guildId, 'Third');
    expect(Object.keys((await as(bob).user()).newMessages)).toEqual([guildId]);
    // Leaving the guild takes its notice away.
    expect((await as(bob).call('POST', `/groups/${guildId}/leave`)).statusCode).toBe(200);
    expect((await as(bob).user()).newMessages).toEqual({});

    // The post's event is in the outbox for live delivery.
    const events = await t.test.db.query<{ payload: { messageId: string } }>(
      `SELECT payload FROM events WHERE type = 'chat.messagePosted' AND group_id = $1`,
      [guildId],
    );
    expect(events.map((event) => event.payload.messageId)).toContain(first.id);
  });

  it('refuses a blank message, a private group of others, and a muted player in public (not in their party)', async () => {
    const [ada, bob] = [await player(), await player()];
    const partyId = await partyOf(ada, bob);
    expectRefused(await post(ada, partyId, '   '), 400, 'messageGroupChatBlankMessage');
    expectRefused(await post(await player(), partyId, 'hi'), 404, 'groupNotFound');
    expectRefused(
      await as(await player()).call('GET', `/groups/${partyId}/chat`),
      404,
      'groupNotFound',
    );

    await fixtures.setFlags(bob.id, { chatRevoked: true });
    const guildId = await guildOf(ada, bob);
    expectRefused(await post(bob, guildId, 'hi'), 401, 'chatPrivilegesRevoked');
    expectRefused(await post(bob, 'habitrpg', 'hi'), 401, 'chatPrivilegesRevoked');
    const inParty = await posted(bob, partyId, 'still talking to friends');
    // A party remembers the sender's last seen message.
    expect((await as(bob).user()).party.lastMessageSeen).toBe(inParty.id);
    expect(await chatOf(ada, guildId)).toHaveLength(0);
  });

  it('limits the Tavern to 2 messages a minute, with no notices; cuts at 3000 characters', async () => {
    const ada = await player();
    await posted(ada, 'habitrpg', 'one');
    await posted(ada, TAVERN_ID, 'two');
    expectRefused(await post(ada, 'habitrpg', 'three'), 401, 'messageGroupChatSpam');
    // Contributors of level 4 and up are exempt.
    const hero = await player();
    await t.test.db.query(`UPDATE users SET contributor = '{"level": 4}' WHERE id = $1`, [hero.id]);
    for (const text of ['1', '2', '3']) await posted(hero, 'habitrpg', text);
    clock.jump(61_000);
    const long = await posted(ada, 'habitrpg', 'x'.repeat(3500));
    expect(long.text).toHaveLength(3000);
    // Another group is not limited.
    const guildId = await guildOf(ada);
    for (const text of ['a', 'b', 'c']) await posted(ada, guildId, text);
    expect(
      await t.test.db.query(`SELECT 1 FROM notifications WHERE data->'group'->>'id' = $1`, [
        TAVERN_ID,
      ]),
    ).toHaveLength(0);
  });

  it('answers the whole chat with previousMsg when others posted since', async () => {
    const [ada, bob] = [await player(), await player()];
    const guildId = await guildOf(ada, bob);
    const mine = await posted(ada, guildId, 'mine');
    const alone = await post(ada, guildId, 'again', `?previousMsg=${mine.id}`);
    expect(Object.keys(alone.json().data)).toEqual(['message']);
    const again = alone.json().data.message;
    await posted(bob, guildId, 'interrupting');
    const caughtUp = await post(ada, guildId, 'and again', `?previousMsg=${again.id}`);
    expect(caughtUp.json().data.chat.map((message: Json) => message.text)).toEqual([
      'and again',
      'interrupting',
      'again',
      'mine',
    ]);
  });

  it('notifies members mentioned by username, at most five mentions', async () => {
    const [ada, bob, cy] = [await player(), await player(), await player()];
    const guildId = await guildOf(ada, bob);
    await posted(ada, guildId, `hey @${bob.username} and @${cy.username}`);
    const mentions = (await as(bob).user()).notifications.filter(
      (n: Json) => n.type === 'CHAT_MENTION',
    );
    expect(mentions).toHaveLength(1);
    expect(mentions[0].data.group.id).toBe(guildId);
    // Cy is not a member: no notice.
    expect(
      (await as(cy).user()).notifications.filter((n: Json) => n.type === 'CHAT_MENTION'),
    ).toHaveLength(0);
    await posted(ada, guildId, `@${bob.username} @a @b @c @d @e`);
    expect(
      (await as(bob).user()).notifications.filter((n: Json) => n.type === 'CHAT_MENTION'),
    ).toHaveLength(1);
  });

  it('toggles likes of others’ messages; deletes for the author or a moderator only', async () => {
    const [ada, bob, mod] = [await player(), await player(), await player()];
    await fixtures.makeModerator(mod.id);
    const guildId = await guildOf(ada, bob, mod);
    const message = await posted(ada, guildId, 'like me');
    const like = (account: TestAccount) =>
      as(account).call('POST', `/groups/${guildId}/chat/${message.id}/like`);
    expect((await like(bob)).json().data.likes).toEqual({ [bob.id]: true });
    expect((await like(bob)).json().data.likes).toEqual({ [bob.id]: false });
    expectRefused(await like(ada), 404, 'messageGroupChatLikeOwnMessage');

    const remove = (account: TestAccount, id: string) =>
      as(account).call('DELETE', `/groups/${guildId}/chat/${id}`);
    expectRefused(await remove(bob, message.id), 401, 'onlyCreatorOrAdminCanDeleteChat');
    expect((await remove(ada, message.id)).json().data).toEqual({});
    expectRefused(await remove(ada, message.id), 404, 'messageGroupChatNotFound');
    const bobs = await posted(bob, guildId, 'rude');
    expect((await remove(mod, bobs.id)).statusCode).toBe(200);
    expect(await chatOf(ada, guildId)).toEqual([]);
    // Only the moderator's removal of someone else's message joins the audit trail (issue 18).
    const trail = await t.test.db.query<{ user_id: string; payload: Json }>(
      `SELECT user_id, payload FROM events WHERE type = 'admin.chatMessageDeleted' AND group_id = $1`,
      [guildId],
    );
    expect(trail).toEqual([
      {
        user_id: bob.id,
        payload: { actorId: mod.id, messageId: bobs.id, flagCount: 0, text: 'rude' },
      },
    ]);
  });

  it('hides a message at 2 flags except from its author and moderators; a moderator’s flag sets 5; a new account’s flag does not count', async () => {
    const [ada, bob, cy, dee, mod] = [
      await player(),
      await player(),
      await player(),
      await player(),
      await player(),
    ];
    const newcomer = await registerAccount(t.app);
    await fixtures.makeModerator(mod.id);
    const guildId = await guildOf(ada, bob, cy, dee, mod, newcomer);
    const message = await posted(ada, guildId, 'questionable');
    const flag = (account: TestAccount, id = message.id) =>
      as(account).call('POST', `/groups/${guildId}/chat/${id}/flag`);
    const countSeenByMod = async () =>
      (await chatOf(mod, guildId)).find((m) => m.id === message.id)?.flagCount;

    expect((await flag(newcomer)).json().data.flagCount).toBe(0);
    expect(await countSeenByMod()).toBe(0);
    expect((await flag(bob)).statusCode).toBe(200);
    expectRefused(await flag(bob), 404, 'messageGroupChatFlagAlreadyReported');
    expect(await countSeenByMod()).toBe(1);
    // At 1 flag all still see it, with no count or flaggers shown.
    expect((await chatOf(dee, guildId))[0]).toMatchObject({
      id: message.id,
      flagCount: 0,
      flags: {},
    });
    expect((await flag(cy)).statusCode).toBe(200);
    expect(await countSeenByMod()).toBe(2);
    expect((await chatOf(mod, guildId))[0]!.flags).toMatchObject({ [bob.id]: true, [cy.id]: true });
    expect(await chatOf(dee, guildId)).toEqual([]);
    expect((await as(dee).ok('GET', `/groups/${guildId}`)).chat).toEqual([]);
    expect((await chatOf(ada, guildId)).map((m) => m.id)).toEqual([message.id]);
    // Hidden from dee: not there for her to flag or like.
    expectRefused(await flag(dee), 404, 'messageGroupChatNotFound');

    expectRefused(
      await as(ada).call('POST', `/groups/${guildId}/chat/${message.id}/clearflags`),
      401,
      'messageGroupChatAdminClearFlagCount',
    );
    expect(
      (await as(mod).call('POST', `/groups/${guildId}/chat/${message.id}/clearflags`)).statusCode,
    ).toBe(200);
    const [cleared] = await t.test.db.query<{ user_id: string; payload: Json }>(
      `SELECT user_id, payload FROM events WHERE type = 'admin.chatFlagsCleared' AND group_id = $1`,
      [guildId],
    );
    expect(cleared).toEqual({
      user_id: ada.id,
      payload: { actorId: mod.id, messageId: message.id, flagCount: 2 },
    });
    expect((await chatOf(dee, guildId)).map((m) => m.id)).toEqual([message.id]);
    expect((await flag(mod)).json().data.flagCount).toBe(5);
    expect(await chatOf(dee, guildId)).toEqual([]);

    const system = await t.test.db.query<{ id: string }>(
      `INSERT INTO chat_messages (group_id, text) VALUES ($1, 'a quest began') RETURNING id`,
      [guildId],
    );
    expectRefused(await flag(bob, system[0]!.id), 400, 'messageCannotFlagSystemMessages');
  });

  it('saves a shadow-muted player’s public post at 10 flags, seen by the author and moderators only, with no notice', async () => {
    const [ada, bob, mod] = [await player(), await player(), await player()];
    await fixtures.makeModerator(mod.id);
    await fixtures.setFlags(bob.id, { chatShadowMuted: true });
    const guildId = await guildOf(ada, bob, mod);
    const muted = await posted(bob, guildId, 'nobody hears me');
    expect(muted.flagCount).toBe(0);
    expect(await chatOf(ada, guildId)).toEqual([]);
    expect((await chatOf(bob, guildId)).map((m) => m.id)).toEqual([muted.id]);
    expect((await chatOf(mod, guildId))[0]!.flagCount).toBe(10);
    expect((await as(ada).user()).newMessages).toEqual({});
    // In their party a shadow-muted player talks as usual.
    const partyId = await partyOf(bob, ada);
    await posted(bob, partyId, 'hello party');
    expect((await chatOf(ada, partyId)).map((m) => m.text)).toContain('hello party');
  });

  it('takes posts of several members at once: every one saved, one notice per member and group', async () => {
    const members = [await player(), await player(), await player(), await player()];
    const guildId = await guildOf(members[0]!, ...members.slice(1));
    const answers = await Promise.all(
      members.flatMap((member) =>
        Array.from({ length: 10 }, (_, index) =>
          post(member, guildId, `${member.username} ${index}`),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    expect(await chatOf(members[0]!, guildId)).toHaveLength(40);
    const notices = await t.test.db.query<{ user_id: string }>(
      `SELECT user_id FROM notifications WHERE type = 'NEW_CHAT_MESSAGE' AND data->'group'->>'id' = $1`,
      [guildId],
    );
    expect(notices.map((notice) => notice.user_id).sort()).toEqual(
      members.map((member) => member.id).sort(),
    );
  });

  it('keeps every message: 250 posted are all read back by paging with before', async () => {
    const ada = await player();
    const partyId = await partyOf(ada);
    const texts = Array.from({ length: 250 }, (_, index) => `message ${index}`);
    for (const text of texts) await posted(ada, partyId, text);
    const read: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await chatOf(ada, partyId, `?limit=100${before ? `&before=${before}` : ''}`);
      if (page.length === 0) break;
      read.push(...page.map((message) => message.text as string));
      before = page.at(-1)!.id;
    }
    expect(read).toEqual([...texts].reverse());
    expect(await chatOf(ada, partyId)).toHaveLength(200);
  });
});
