// Public chat's word lists and account age (issue 16), with the operator's lists set in the
// configuration and a minimum account age of 2 minutes, the figure the original's tests use.
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, type Json } from '../../../test/helpers/groupCalls.ts';
import { TAVERN_ID } from '../../db/repositories/groups.ts';
import { useChatTest } from './chatTestKit.ts';

const chatRules = {
  bannedWords: ['darn', 'heck'],
  bannedSlurs: ['grotslur'],
  minChatAgeMinutes: 2,
};

describe.each(databasesUnderTest())('chat word lists and account age on $name', (database) => {
  const { t, clock, fixtures, as, player } = useChatTest(database, { chatRules });

  async function guildOf(leader: TestAccount, privacy: 'public' | 'private' = 'public') {
    await fixtures.setGems(leader.id, 4);
    const guild = await as(leader).ok('POST', '/groups', { type: 'guild', privacy, name: 'Words' });
    return guild.id as string;
  }
  const post = (account: TestAccount, groupId: string, message: string) =>
    as(account).call('POST', `/groups/${groupId}/chat`, { message });
  const texts = async (account: TestAccount, groupId: string) =>
    ((await as(account).ok('GET', `/groups/${groupId}/chat`)) as Json[]).map((one) => one.text);
  const isRevoked = async (account: TestAccount) =>
    (await as(account).user()).flags.chatRevoked === true;

  it('a slur in the Tavern is refused and revokes the poster’s chat, which stays revoked', async () => {
    const ada = await player();
    const before = (await as(ada).user()).flags;
    expectRefused(await post(ada, TAVERN_ID, 'you GROTSLUR!'), 400, 'bannedSlurUsed');
    expect(await isRevoked(ada)).toBe(true);
    expect(before.chatRevoked).not.toBe(true);
    expect(await texts(ada, TAVERN_ID)).not.toContain('you GROTSLUR!');
    const events = await t.test.db.query<{ payload: Json }>(
      `SELECT payload FROM events WHERE type = 'chat.slurRefused' AND user_id = $1`,
      [ada.id],
    );
    expect(events.map((event) => event.payload.text)).toEqual(['you GROTSLUR!']);
    // From now on public chat is closed to them; their party still hears them.
    expectRefused(await post(ada, TAVERN_ID, 'hello'), 401, 'chatPrivilegesRevoked');
    const party = await as(ada).createParty();
    expect((await post(ada, party.id, 'still here')).statusCode).toBe(200);
  });

  it('a slur in a public guild revokes too; in a party or a private guild it is not checked', async () => {
    const [ada, bob] = [await player(), await player()];
    const party = await as(ada).createParty();
    expect((await post(ada, party.id, 'grotslur')).statusCode).toBe(200);
    const secret = await guildOf(ada, 'private');
    expect((await post(ada, secret, 'grotslur')).statusCode).toBe(200);
    expect(await isRevoked(ada)).toBe(false);

    const open = await guildOf(ada);
    expectRefused(await post(bob, open, '(grotslur)'), 400, 'bannedSlurUsed');
    expect(await isRevoked(bob)).toBe(true);
    expect(await texts(ada, open)).toEqual([]);
  });

  it('banned words are refused in public, listing them, and allowed in private groups', async () => {
    const ada = await player();
    expectRefused(await post(ada, TAVERN_ID, 'Darn it, what the heck'), 400, 'bannedWordUsed', {
      bannedWords: 'darn, heck',
    });
    const open = await guildOf(ada);
    expectRefused(await post(ada, open, 'dàrn'), 400, 'bannedWordUsed', { bannedWords: 'darn' });
    // Past the 3000 characters a post keeps, still read.
    expectRefused(await post(ada, open, `${'a'.repeat(3000)} heck`), 400, 'bannedWordUsed', {
      bannedWords: 'heck',
    });
    // Whole words only; and the poster keeps their chat.
    expect((await post(ada, open, 'darned checkers')).statusCode).toBe(200);
    expect(await isRevoked(ada)).toBe(false);
    const party = await as(ada).createParty();
    expect((await post(ada, party.id, 'darn')).statusCode).toBe(200);
    const secret = await guildOf(ada, 'private');
    expect((await post(ada, secret, 'darn')).statusCode).toBe(200);
  });

  it('only a moderator lets a public guild use banned words', async () => {
    const [ada, mod] = [await player(), await player()];
    await fixtures.makeModerator(mod.id);
    const open = await guildOf(ada);
    const byLeader = await as(ada).ok('PUT', `/groups/${open}`, { bannedWordsAllowed: true });
    expect(byLeader.bannedWordsAllowed).toBe(false);
    expectRefused(await post(ada, open, 'darn'), 400, 'bannedWordUsed', { bannedWords: 'darn' });

    // A moderator need not join the guild; a stranger may not edit it.
    expectRefused(
      await as(await player()).call('PUT', `/groups/${open}`, { bannedWordsAllowed: true }),
      401,
      'messageGroupOnlyLeaderCanUpdate',
    );
    const byModerator = await as(mod).ok('PUT', `/groups/${open}`, { bannedWordsAllowed: true });
    expect(byModerator.bannedWordsAllowed).toBe(true);
    expect((await post(ada, open, 'darn')).statusCode).toBe(200);
    // Slurs stay refused there.
    expectRefused(await post(ada, open, 'grotslur'), 400, 'bannedSlurUsed');
    // A private guild or a party stays out of sight of a moderator who is not in it.
    const secret = await guildOf(ada, 'private');
    const party = await as(ada).createParty();
    for (const groupId of [secret, party.id]) {
      expectRefused(
        await as(mod).call('PUT', `/groups/${groupId}`, { name: 'Seen' }),
        404,
        'groupNotFound',
      );
    }
  });

  it('an account younger than 2 minutes cannot post group chat, in any group', async () => {
    const ada = await registerAccount(t.app);
    expectRefused(await post(ada, TAVERN_ID, 'first!'), 400, 'chatTemporarilyUnavailable', {
      minutes: 2,
    });
    const party = await as(ada).createParty();
    expectRefused(await post(ada, party.id, 'hi'), 400, 'chatTemporarilyUnavailable', {
      minutes: 2,
    });
    clock.jump(2 * 60_000 - 1000);
    expectRefused(await post(ada, party.id, 'hi'), 400, 'chatTemporarilyUnavailable', {
      minutes: 2,
    });
    clock.jump(1000);
    expect((await post(ada, party.id, 'hi')).statusCode).toBe(200);
    expect((await post(ada, TAVERN_ID, 'first!')).statusCode).toBe(200);
  });
});
