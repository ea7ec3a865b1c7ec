// Challenges through the API (issue 17; social.md §6): creation with the prize in escrow, joining
// and leaving with copies of the tasks, the leader's task edits reaching the copies, scoring a
// copy moving the challenge's own task, closing by deletion (refund) or by a winner (prize), the
// listings, members, CSV, reports and clones. Each refusal is checked by its key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { expectRefused, groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { formParty } from '../../../test/helpers/parties.ts';
import { socialFixtures } from '../../../test/helpers/social.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';
import { createClock } from '../../services/clock.ts';
import { addGroupMember, TAVERN_ID } from '../../db/repositories/groups.ts';

describe.each(databasesUnderTest())('challenges on $name', (database) => {
  let test: TestDatabase;
  let app: App;
  let fixtures: ReturnType<typeof socialFixtures>;

  beforeAll(async () => {
    test = await database.open();
    // Mid-day (UTC), so a test never straddles the day a challenge task's history is kept by.
    const clock = createClock();
    clock.jump(new Date().setUTCHours(12, 0, 0, 0) - Date.now());
    app = buildTestApp(test.db, {}, { clock });
    fixtures = socialFixtures(test.db);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  const as = (account: TestAccount) => groupCalls(app, account);
  async function player(gems = 0) {
    const account = await registerAccount(app);
    if (gems) await fixtures.setGems(account.id, gems);
    return account;
  }
  /** A party of a leader and members, and a challenge of its leader's with `body`. */
  async function partyChallenge(members = 1, body: Json = {}, gems = 0) {
    const leader = await player(gems);
    const others: TestAccount[] = [];
    for (let index = 0; index < members; index += 1) others.push(await player());
    const partyId = await formParty(test.db, [leader, ...others]);
    const challenge = await as(leader).ok('POST', '/challenges', {
      group: partyId,
      name: 'Stretch every day',
      shortName: 'stretch',
      ...body,
    });
    return { leader, others, partyId, challenge };
  }
  const groupRow = async (id: string) =>
    (
      await test.db.query<{ balance: number; challenge_count: number }>(
        'SELECT balance, challenge_count FROM groups WHERE id = $1',
        [id],
      )
    )[0]!;
  const tasksOf = async (account: TestAccount) =>
    (await as(account).ok('GET', '/tasks/user')) as unknown as Json[];
  const copiesOf = async (account: TestAccount, challengeId: string) =>
    (await tasksOf(account)).filter((task) => task.challenge?.id === challengeId);

  it('creates a challenge: prize from the creator into escrow, the creator joins with its tag', async () => {
    const { leader, partyId, challenge } = await partyChallenge(
      1,
      { prize: 8, summary: 'Move' },
      10,
    );
    expect(challenge).toMatchObject({
      name: 'Stretch every day',
      shortName: 'stretch',
      summary: 'Move',
      prize: 8,
      memberCount: 1,
      official: false,
      leader: { _id: leader.id },
      group: { _id: partyId, type: 'party', privacy: 'private' },
    });
    expect(await fixtures.gemsOf(leader.id)).toBe(2);
    expect(await groupRow(partyId)).toEqual({ balance: 0, challenge_count: 1 });
    const user = await as(leader).user();
    expect(user.challenges).toEqual([challenge.id]);
    expect(user.achievements.joinedChallenge).toBe(true);
    expect(user.notifications.map((n: Json) => n.type)).toContain('CHALLENGE_JOINED_ACHIEVEMENT');
    expect(user.tags).toContainEqual({ id: challenge.id, name: 'stretch', challenge: true });
    // The summary defaults to the name; the v3 path answers the same.
    const v3 = await app.inject({
      method: 'GET',
      url: `/api/v3/challenges/${challenge.id}`,
      headers: leader.headers,
    });
    expect(v3.json<{ data: Json }>().data.id).toBe(challenge.id);
  });

  it('pays from the group bank as far as the leader may, the rest from the leader', async () => {
    const leader = await player(4 + 6);
    const guild = await as(leader).ok('POST', '/groups', {
      type: 'guild',
      name: 'G',
      privacy: 'public',
    });
    expect(await groupRow(guild.id)).toMatchObject({ balance: 4 });
    await as(leader).ok('POST', '/challenges', {
      group: guild.id,
      name: 'A',
      shortName: 'aaa',
      prize: 3,
    });
    expect(await groupRow(guild.id)).toEqual({ balance: 1, challenge_count: 1 });
    expect(await fixtures.gemsOf(leader.id)).toBe(6);
    await as(leader).ok('POST', '/challenges', {
      group: guild.id,
      name: 'B',
      shortName: 'bbb',
      prize: 5,
    });
    expect(await groupRow(guild.id)).toEqual({ balance: 0, challenge_count: 2 });
    expect(await fixtures.gemsOf(leader.id)).toBe(2);
    // A member who does not lead pays everything.
    const member = await player(3);
    await fixtures.setGems(leader.id, 0);
    await test.db.query('UPDATE groups SET balance = 9 WHERE id = $1', [guild.id]);
    expect((await as(member).join(guild.id)).statusCode).toBe(200);
    expectRefused(
      await as(member).call('POST', '/challenges', {
        group: guild.id,
        name: 'C',
        shortName: 'ccc',
        prize: 4,
      }),
      401,
      'cantAfford',
    );
    await as(member).ok('POST', '/challenges', {
      group: guild.id,
      name: 'C',
      shortName: 'ccc',
      prize: 3,
    });
    expect(await fixtures.gemsOf(member.id)).toBe(0);
    expect(await groupRow(guild.id)).toMatchObject({ balance: 9 });
  });

  it('refuses creation by key, moving no gems', async () => {
    const ada = await player(10);
    const partyId = await formParty(test.db, [ada]);
    const create = (body: Json) => as(ada).call('POST', '/challenges', body);
    const base = { group: partyId, name: 'N', shortName: 'abc' };
    expectRefused(await create({ name: 'N', shortName: 'abc' }), 400, 'groupIdRequired');
    expectRefused(
      await create({ ...base, group: '0f0f0f0f-0000-4000-8000-000000000000' }),
      404,
      'groupNotFound',
    );
    expectRefused(await create({ ...base, group: 'habitrpg', prize: 0 }), 401, 'tavChalsMinPrize');
    expectRefused(await create({ ...base, prize: 11 }), 401, 'cantAfford');
    expectRefused(await create({ ...base, prize: -1 }), 400, 'challengeValidationFailed');
    expectRefused(
      await create({ ...base, shortName: 'ab', prize: 4 }),
      400,
      'challengeValidationFailed',
    );
    expectRefused(
      await create({ ...base, summary: 'x'.repeat(251) }),
      400,
      'summaryLengthExceedsMax',
    );
    const stranger = await player();
    const guildLeader = await player(4);
    const guild = await as(guildLeader).ok('POST', '/groups', {
      type: 'guild',
      name: 'Public',
      privacy: 'public',
    });
    expectRefused(
      await as(stranger).call('POST', '/challenges', { ...base, group: guild.id }),
      401,
      'mustBeGroupMember',
    );
    await test.db.query('UPDATE groups SET leader_only_challenges = true WHERE id = $1', [
      guild.id,
    ]);
    expect((await as(stranger).join(guild.id)).statusCode).toBe(200);
    expectRefused(
      await as(stranger).call('POST', '/challenges', { ...base, group: guild.id }),
      401,
      'onlyGroupLeaderChal',
    );
    expect(await fixtures.gemsOf(ada.id)).toBe(10);
    expect(await groupRow(partyId)).toEqual({ balance: 0, challenge_count: 0 });
    // The Tavern takes anyone's challenge with a prize.
    const tavern = await create({ ...base, group: 'habitrpg', prize: 1 });
    expect(tavern.statusCode, tavern.body).toBe(201);
    expect(tavern.json<{ data: Json }>().data.group._id).toBe(TAVERN_ID);
    expect(await fixtures.gemsOf(ada.id)).toBe(9);
  });

  it("gives members copies of the challenge's tasks, which follow the leader's edits", async () => {
    const { leader, others, challenge } = await partyChallenge(1);
    const [bob] = others as [TestAccount];
    const joined = await as(bob).ok('POST', `/challenges/${challenge.id}/join`);
    expect(joined.memberCount).toBe(2);
    expectRefused(
      await as(bob).call('POST', `/challenges/${challenge.id}/join`),
      401,
      'userAlreadyInChallenge',
    );
    const stranger = await player();
    expectRefused(
      await as(stranger).call('POST', `/challenges/${challenge.id}/join`),
      404,
      'challengeNotFound',
    );
    expectRefused(
      await as(stranger).call('GET', `/challenges/${challenge.id}`),
      404,
      'challengeNotFound',
    );

    expectRefused(
      await as(bob).call('POST', `/tasks/challenge/${challenge.id}`, { type: 'habit', text: 'x' }),
      401,
      'onlyChalLeaderEditTasks',
    );
    const created = await app.inject({
      method: 'POST',
      url: `/api/v4/tasks/challenge/${challenge.id}`,
      headers: leader.headers,
      payload: [
        { type: 'habit', text: 'Stretch', notes: 'Ten minutes', priority: 2 },
        { type: 'todo', text: 'Buy a mat' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [habit] = created.json<{ data: Json[] }>().data as [Json];
    expect(habit).toMatchObject({ text: 'Stretch', challenge: { id: challenge.id } });
    expect(habit.userId).toBeUndefined();
    expect((await as(bob).ok('GET', `/tasks/${habit.id}`)).text).toBe('Stretch');
    expectRefused(await as(stranger).call('GET', `/tasks/${habit.id}`), 404, 'taskNotFound');
    const originals = await as(bob).ok('GET', `/tasks/challenge/${challenge.id}`);
    expect((originals as unknown as Json[]).map((task) => task.text)).toEqual([
      'Stretch',
      'Buy a mat',
    ]);

    for (const member of [leader, bob]) {
      const copies = await copiesOf(member, challenge.id);
      expect(copies.map((task) => task.text).sort()).toEqual(['Buy a mat', 'Stretch']);
      const copy = copies.find((task) => task.text === 'Stretch')!;
      expect(copy).toMatchObject({
        notes: 'Ten minutes',
        priority: 2,
        tags: [challenge.id],
        challenge: { id: challenge.id, taskId: habit.id, shortName: 'stretch' },
      });
    }
    const user = await as(bob).user();
    expect(user.tasksOrder.habits[0]).toBe(
      (await copiesOf(bob, challenge.id)).find((task) => task.type === 'habit')!.id,
    );

    // The leader's edit reaches the copies; the member's own notes stay.
    const bobCopy = (await copiesOf(bob, challenge.id)).find((task) => task.type === 'habit')!;
    await as(bob).ok('PUT', `/tasks/${bobCopy.id}`, { text: 'Mine now', notes: 'my notes' });
    const afterOwnEdit = (await copiesOf(bob, challenge.id)).find((task) => task.type === 'habit')!;
    expect(afterOwnEdit).toMatchObject({ text: 'Stretch', notes: 'my notes' });
    expectRefused(
      await as(bob).call('PUT', `/tasks/${habit.id}`, { text: 'Nope' }),
      401,
      'onlyChalLeaderEditTasks',
    );
    await as(leader).ok('PUT', `/tasks/${habit.id}`, { text: 'Stretch twice', priority: 1.5 });
    const synced = (await copiesOf(bob, challenge.id)).find((task) => task.type === 'habit')!;
    expect(synced).toMatchObject({ text: 'Stretch twice', priority: 1.5, notes: 'my notes' });

    // A linked copy cannot be deleted or unlinked.
    expectRefused(
      await as(bob).call('DELETE', `/tasks/${bobCopy.id}`),
      401,
      'cantDeleteChallengeTasks',
    );
    expectRefused(
      await as(bob).call('POST', `/tasks/unlink-one/${bobCopy.id}?keep=keep`),
      400,
      'cantOnlyUnlinkChalTask',
    );

    // Scoring a copy moves the challenge's own task and its history.
    const scored = await as(bob).ok('POST', `/tasks/${bobCopy.id}/score/up`);
    const [original] = (await as(leader).ok(
      'GET',
      `/tasks/challenge/${challenge.id}`,
    )) as unknown as Json[];
    expect(original!.value).toBeCloseTo(scored.delta, 10);
    expect(original!.history).toHaveLength(1);
    expect(original!.history[0]).toMatchObject({ scoredUp: 1, scoredDown: 0 });
    const leaderCopy = (await copiesOf(leader, challenge.id)).find(
      (task) => task.type === 'habit',
    )!;
    await as(leader).ok('POST', `/tasks/${leaderCopy.id}/score/down`);
    const [twice] = (await as(leader).ok(
      'GET',
      `/tasks/challenge/${challenge.id}`,
    )) as unknown as Json[];
    expect(twice!.history).toHaveLength(1);
    expect(twice!.history[0]).toMatchObject({ scoredUp: 1, scoredDown: 1 });

    // Deleting the challenge's task breaks the copies; a broken copy is kept or removed.
    await as(leader).ok('DELETE', `/tasks/${habit.id}`);
    const broken = (await copiesOf(bob, challenge.id)).find((task) => task.type === 'habit')!;
    expect(broken.challenge.broken).toBe('TASK_DELETED');
    await as(bob).ok('POST', `/tasks/unlink-one/${broken.id}?keep=keep`);
    const kept = (await tasksOf(bob)).find((task) => task.id === broken.id)!;
    expect(kept.challenge).toEqual({});
    await as(bob).ok('DELETE', `/tasks/${kept.id}`);
  });

  it('leaving keeps the copies as own tasks or removes them', async () => {
    const { leader, others, challenge } = await partyChallenge(2);
    const [bob, cat] = others as [TestAccount, TestAccount];
    await as(leader).ok('POST', `/tasks/challenge/${challenge.id}`, {
      type: 'daily',
      text: 'Walk',
    });
    for (const member of [bob, cat])
      await as(member).ok('POST', `/challenges/${challenge.id}/join`);
    expect((await copiesOf(bob, challenge.id)).map((task) => task.text)).toEqual(['Walk']);
    // A daily's copy is due by the member's own day.
    expect((await copiesOf(bob, challenge.id))[0]!.isDue).toBe(true);

    await as(bob).ok('POST', `/challenges/${challenge.id}/leave`, { keep: 'keep-all' });
    const keptTasks = (await tasksOf(bob)).filter((task) => task.text === 'Walk');
    expect(keptTasks).toHaveLength(1);
    expect(keptTasks[0]!.challenge).toEqual({});
    const bobUser = await as(bob).user();
    expect(bobUser.challenges).toEqual([]);
    expect(bobUser.tags).toContainEqual({ id: challenge.id, name: 'stretch' });

    await as(cat).ok('POST', `/challenges/${challenge.id}/leave`, { keep: 'remove-all' });
    expect((await tasksOf(cat)).filter((task) => task.text === 'Walk')).toHaveLength(0);
    expectRefused(
      await as(cat).call('POST', `/challenges/${challenge.id}/leave`),
      401,
      'challengeMemberNotFound',
    );
    expect((await as(leader).ok('GET', `/challenges/${challenge.id}`)).memberCount).toBe(1);
    // Joining again makes a fresh copy.
    await as(bob).ok('POST', `/challenges/${challenge.id}/join`);
    expect(await copiesOf(bob, challenge.id)).toHaveLength(1);
  });

  it('selecting a winner pays the prize once and closes the challenge', async () => {
    const { leader, others, partyId, challenge } = await partyChallenge(2, { prize: 6 }, 6);
    const [bob, cat] = others as [TestAccount, TestAccount];
    await as(leader).ok('POST', `/tasks/challenge/${challenge.id}`, {
      type: 'todo',
      text: 'Finish',
    });
    await as(bob).ok('POST', `/challenges/${challenge.id}/join`);
    const url = `/challenges/${challenge.id}/selectWinner`;
    expectRefused(await as(bob).call('POST', `${url}/${bob.id}`), 401, 'onlyLeaderDeleteChal');
    expectRefused(await as(leader).call('POST', `${url}/${cat.id}`), 404, 'winnerNotFound');
    await as(leader).ok('POST', `${url}/${bob.id}`);

    expect(await fixtures.gemsOf(bob.id)).toBe(6);
    expect(await fixtures.gemsOf(leader.id)).toBe(0);
    expect(await groupRow(partyId)).toEqual({ balance: 0, challenge_count: 0 });
    const user = await as(bob).user();
    expect(user.achievements.challenges).toEqual(['Stretch every day']);
    expect(user.challenges).toEqual([]);
    expect(user.tags).toContainEqual({ id: challenge.id, name: 'stretch' });
    const audited = await test.db.query<{ type: string; payload: Json }>(
      `SELECT type, payload FROM events WHERE payload->>'challengeId' = $1`,
      [challenge.id],
    );
    expect(audited).toEqual([
      {
        type: 'challenge.closed',
        payload: expect.objectContaining({ prize: 6, reason: 'CHALLENGE_CLOSED' }),
      },
    ]);
    const won = user.notifications.find((n: Json) => n.type === 'WON_CHALLENGE');
    expect(won.data).toEqual({
      id: challenge.id,
      name: 'Stretch every day',
      prize: 6,
      leader: leader.id,
    });
    const [copy] = await copiesOf(bob, challenge.id);
    expect(copy!.challenge).toMatchObject({
      broken: 'CHALLENGE_CLOSED',
      winner: expect.any(String),
    });
    expectRefused(
      await as(leader).call('GET', `/challenges/${challenge.id}`),
      404,
      'challengeNotFound',
    );
    expectRefused(await as(leader).call('POST', `${url}/${bob.id}`), 404, 'challengeNotFound');

    // The broken copies go all at once.
    expectRefused(
      await as(cat).call('POST', `/tasks/unlink-all/${challenge.id}?keep=keep-all`),
      400,
      'cantOnlyUnlinkChalTask',
    );
    await as(bob).ok('POST', `/tasks/unlink-all/${challenge.id}?keep=keep-all`);
    expect((await tasksOf(bob)).find((task) => task.id === copy!.id)!.challenge).toEqual({});
  });

  it('deleting refunds the leader and breaks every copy', async () => {
    const { leader, others, partyId, challenge } = await partyChallenge(1, { prize: 5 }, 5);
    const [bob] = others as [TestAccount];
    await as(leader).ok('POST', `/tasks/challenge/${challenge.id}`, {
      type: 'habit',
      text: 'Breathe',
    });
    await as(bob).ok('POST', `/challenges/${challenge.id}/join`);
    expectRefused(
      await as(bob).call('DELETE', `/challenges/${challenge.id}`),
      401,
      'onlyLeaderDeleteChal',
    );
    await as(leader).ok('DELETE', `/challenges/${challenge.id}`);
    expect(await fixtures.gemsOf(leader.id)).toBe(5);
    expect(await groupRow(partyId)).toEqual({ balance: 0, challenge_count: 0 });
    const [copy] = await copiesOf(bob, challenge.id);
    expect(copy!.challenge.broken).toBe('CHALLENGE_DELETED');
    const own = await test.db.query(
      `SELECT 1 FROM tasks WHERE user_id IS NULL AND details->'challenge'->>'id' = $1`,
      [challenge.id],
    );
    expect(own).toHaveLength(0);
    await as(bob).ok('POST', `/tasks/unlink-all/${challenge.id}?keep=remove-all`);
    expect(await copiesOf(bob, challenge.id)).toHaveLength(0);
    expect((await as(bob).user()).tasksOrder.habits).not.toContain(copy!.id);
  });

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
    await fixtures.makeModerator(moderator.id);
    const cleared = await as(moderator).ok('POST', `/challenges/${challenge.id}/clearflags`);
    expect(cleared.challenge.flagCount).toBe(0);
    await as(leader).ok('GET', `/challenges/${challenge.id}`);
  });

  it('clones a challenge with its tasks, paying the new prize', async () => {
    const { leader, partyId, challenge } = await partyChallenge(0, {}, 3);
    await as(leader).ok('POST', `/tasks/challenge/${challenge.id}`, [
      { type: 'reward', text: 'Treat', value: 20 },
      { type: 'todo', text: 'Plan', checklist: [{ text: 'a', completed: true }] },
    ]);
    const cloned = await app.inject({
      method: 'POST',
      url: `/api/v3/challenges/${challenge.id}/clone`,
      headers: leader.headers,
      payload: { group: partyId, name: 'Again', shortName: 'again', prize: 2 },
    });
    expect(cloned.statusCode, cloned.body).toBe(200);
    const { clonedChallenge, clonedTasks } = cloned.json<{ data: Json }>().data;
    expect(clonedChallenge).toMatchObject({ name: 'Again', prize: 2, memberCount: 1 });
    expect(clonedTasks.map((task: Json) => [task.text, task.value])).toEqual(
      expect.arrayContaining([
        ['Treat', 20],
        ['Plan', 0],
      ]),
    );
    expect(clonedTasks.find((task: Json) => task.text === 'Plan').checklist[0].completed).toBe(
      false,
    );
    expect(await fixtures.gemsOf(leader.id)).toBe(1);
    expect((await copiesOf(leader, clonedChallenge.id)).map((task) => task.text).sort()).toEqual([
      'Plan',
      'Treat',
    ]);
  });

  it('leaving a group leaves its challenges unless asked to remain (social.md §3.8)', async () => {
    const { leader, others, partyId, challenge } = await partyChallenge(2);
    const [bob, cat] = others as [TestAccount, TestAccount];
    await as(leader).ok('POST', `/tasks/challenge/${challenge.id}`, {
      type: 'habit',
      text: 'Sing',
    });
    for (const member of [bob, cat])
      await as(member).ok('POST', `/challenges/${challenge.id}/join`);
    await as(bob).ok('POST', `/groups/${partyId}/leave?keep=remove-all`);
    expect((await as(bob).user()).challenges).toEqual([]);
    expect((await tasksOf(bob)).filter((task) => task.text === 'Sing')).toEqual([]);
    await as(cat).ok('POST', `/groups/${partyId}/leave`, {
      keepChallenges: 'remain-in-challenges',
    });
    expect((await as(cat).user()).challenges).toEqual([challenge.id]);
    expect((await as(leader).ok('GET', `/challenges/${challenge.id}`)).memberCount).toBe(2);
    // A member the leader removes leaves the group's challenges too, keeping the tasks.
    const dan = await player();
    await addGroupMember(test.db, partyId, dan.id, { now: new Date() });
    await as(dan).ok('POST', `/challenges/${challenge.id}/join`);
    await as(leader).ok('POST', `/groups/${partyId}/removeMember/${dan.id}`);
    expect((await as(dan).user()).challenges).toEqual([]);
    expect((await tasksOf(dan)).find((task) => task.text === 'Sing')!.challenge).toEqual({});
  });

  it("a challenge admin closes anyone's challenge; the refund goes to its leader", async () => {
    const { leader, challenge } = await partyChallenge(0, { prize: 2 }, 2);
    const admin = await player();
    await test.db.query(
      `UPDATE users SET permissions = permissions || '{"challengeAdmin": true}' WHERE id = $1`,
      [admin.id],
    );
    await as(admin).ok('DELETE', `/challenges/${challenge.id}`);
    expect(await fixtures.gemsOf(leader.id)).toBe(2);
    expect(await fixtures.gemsOf(admin.id)).toBe(0);
    // A staff action: on the leader's audit trail (issue 18).
    const trail = await test.db.query<{ payload: Json }>(
      `SELECT payload FROM events WHERE type = 'admin.challengeClosed' AND user_id = $1`,
      [leader.id],
    );
    expect(trail.map((entry) => entry.payload)).toEqual([
      {
        actorId: admin.id,
        challengeId: challenge.id,
        name: challenge.name,
        reason: 'CHALLENGE_DELETED',
      },
    ]);
  });

  it('bulk scoring a copy moves the challenge task once per score', async () => {
    const { leader, challenge } = await partyChallenge(0);
    await as(leader).ok('POST', `/tasks/challenge/${challenge.id}`, { type: 'habit', text: 'Hum' });
    const [copy] = await copiesOf(leader, challenge.id);
    const scored = await as(leader).ok('POST', '/tasks/bulk-score', [
      { id: copy!.id, direction: 'up' },
      { id: copy!.id, direction: 'up' },
    ]);
    const deltas = (scored.tasks as Json[]).map((task) => task.delta as number);
    const [original] = (await as(leader).ok(
      'GET',
      `/tasks/challenge/${challenge.id}`,
    )) as unknown as Json[];
    expect(original!.value).toBeCloseTo(deltas[0]! + deltas[1]!, 10);
    expect(original!.history).toEqual([expect.objectContaining({ scoredUp: 2, scoredDown: 0 })]);
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

  it('deleting an account takes it out of its challenges', async () => {
    const { leader, others, challenge } = await partyChallenge(1);
    const [bob] = others as [TestAccount];
    await as(bob).ok('POST', `/challenges/${challenge.id}/join`);
    const deleted = await as(bob).call('DELETE', '/user', { password: bob.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await as(leader).ok('GET', `/challenges/${challenge.id}`)).memberCount).toBe(1);
  });
});
