// Challenge listings through the API (issue 17): the player's and a group's challenges, members and
// the CSV, reports and who may see a group's challenges.
import { describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, type Json } from '../../../test/helpers/groupCalls.ts';
import { useChallengeTest } from './challengeTestKit.ts';

describe.each(databasesUnderTest())('challenge listings on $name', (database) => {
  const { t, as, player, partyChallenge } = useChallengeTest(database);

  it("lists the player's challenges (page required), a group's, and edits by the leader only", async () => {
    const { leader, others, partyId, challenge } = await partyChallenge(1);
    const [bob] = others as [TestAccount];
    expectRefused(await as(bob).call('GET', '/challenges/user'), 400, 'queryPageInteger');
    expectRefused(await as(bob).call('GET', '/challenges/user?page=x'), 400, 'queryPageInteger');
    const ids = async (account: TestAccount, query: string) =>
      ((await as(account).ok('GET', `/challenges/user?page=0${query}`)) as unknown as Json[]).map(
        (c) => c.id,
      );
    // Tavern challenges (other tests make some) are everyone's, so only this one is looked for.
    expect(await ids(bob, '')).toContain(challenge.id);
    expect(await ids(bob, '&member=true')).toEqual([]);
    expect(await ids(leader, '&owned=owned')).toEqual([challenge.id]);
    expect(await ids(leader, '&owned=not_owned')).not.toContain(challenge.id);
    expect(await ids(bob, '&search=every')).toContain(challenge.id);
    expect(await ids(bob, '&search=nope%20day')).toContain(challenge.id);
    expect(await ids(bob, '&search=nothing')).not.toContain(challenge.id);
    expect(await ids(await player(), '')).not.toContain(challenge.id);
    const party = (await as(bob).ok('GET', '/challenges/groups/party')) as unknown as Json[];
    expect(party.map((c) => c.id)).toEqual([challenge.id]);
    expect(await as(bob).ok('GET', `/challenges/groups/${partyId}`)).toHaveLength(1);
    expect(await as(bob).ok('GET', '/challenges/groups/habitrpg')).toBeInstanceOf(Array);

    expectRefused(
      await as(bob).call('PUT', `/challenges/${challenge.id}`, { name: 'X' }),
      401,
      'onlyLeaderUpdateChal',
    );
    const edited = await as(leader).ok('PUT', `/challenges/${challenge.id}`, {
      name: 'Stretch more',
      prize: 100,
      categories: [{ slug: 'health_fitness' }],
    });
    expect(edited).toMatchObject({
      name: 'Stretch more',
      prize: 0,
      categories: [{ slug: 'health_fitness', name: 'Health and fitness' }],
    });
    expect(await ids(bob, '&categories=health_fitness')).toEqual([challenge.id]);
    expect(await ids(bob, '&categories=finance')).not.toContain(challenge.id);
  });

  it('shows members, one member with their copies, and the CSV', async () => {
    const { leader, others, challenge } = await partyChallenge(1);
    const [bob] = others as [TestAccount];
    await as(leader).ok('POST', `/tasks/challenge/${challenge.id}`, {
      type: 'habit',
      text: 'Read',
    });
    await as(bob).ok('POST', `/challenges/${challenge.id}/join`);
    const members = (await as(bob).ok(
      'GET',
      `/challenges/${challenge.id}/members`,
    )) as unknown as Json[];
    expect(members.map((m) => m._id).sort()).toEqual([leader.id, bob.id].sort());
    const first = [leader.id, bob.id].sort()[0]!;
    const after = (await as(bob).ok(
      'GET',
      `/challenges/${challenge.id}/members?lastId=${first}&includeAllPublicFields=true`,
    )) as unknown as Json[];
    expect(after).toHaveLength(1);
    expect(after[0]!.stats).toBeDefined();
    const withTasks = (await as(bob).ok(
      'GET',
      `/challenges/${challenge.id}/members?includeTasks=true`,
    )) as unknown as Json[];
    expect(withTasks.map((m) => m.tasks.map((task: Json) => task.text))).toEqual([
      ['Read'],
      ['Read'],
    ]);
    const member = await as(leader).ok('GET', `/challenges/${challenge.id}/members/${bob.id}`);
    expect(member.tasks.map((task: Json) => task.text)).toEqual(['Read']);
    expect(member.tasks[0].tags).toBeUndefined();
    const stranger = await player();
    expectRefused(
      await as(leader).call('GET', `/challenges/${challenge.id}/members/${stranger.id}`),
      404,
      'challengeMemberNotFound',
    );
    const csv = await as(leader).call('GET', `/challenges/${challenge.id}/export/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\n');
    expect(lines[0]).toBe('UUID,Display Name,Username,Task,Value,Notes,Streak');
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.startsWith(bob.id))).toContain(
      `,${bob.username},habit:Read,0,,0`,
    );
  });

  it('reports hide a challenge at two flags; moderators see it and clear them', async () => {
    const { leader, others, challenge } = await partyChallenge(2);
    const [bob, cat] = others as [TestAccount, TestAccount];
    const flag = (account: TestAccount) =>
      as(account).call('POST', `/challenges/${challenge.id}/flag`);
    const once = await flag(bob);
    expect(once.statusCode, once.body).toBe(200);
    expect(once.json<{ data: Json }>().data).toEqual({
      challenge: { flags: { [bob.id]: true }, flagCount: 1 },
    });
    expectRefused(await flag(bob), 404, 'messageChallengeFlagAlreadyReported');
    await as(leader).ok('GET', `/challenges/${challenge.id}`);
    expect((await flag(cat)).statusCode).toBe(200);
    expectRefused(
      await as(leader).call('GET', `/challenges/${challenge.id}`),
      404,
      'challengeNotFound',
    );
    expectRefused(
      await as(bob).call('POST', `/challenges/${challenge.id}/clearflags`),
      401,
      'messageGroupChatAdminClearFlagCount',
    );
    const moderator = await player();
    await t.fixtures.makeModerator(moderator.id);
    const cleared = await as(moderator).ok('POST', `/challenges/${challenge.id}/clearflags`);
    expect(cleared.challenge.flagCount).toBe(0);
    await as(leader).ok('GET', `/challenges/${challenge.id}`);
  });

  it("refuses a group's challenges to who cannot see the group", async () => {
    const { partyId } = await partyChallenge(0);
    const stranger = await player();
    expectRefused(
      await as(stranger).call('GET', `/challenges/groups/${partyId}`),
      404,
      'groupNotFound',
    );
    expectRefused(await as(stranger).call('GET', '/challenges/groups/party'), 404, 'groupNotFound');
  });
});
