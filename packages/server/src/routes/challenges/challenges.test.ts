// Challenges through the API (issue 17): creation with the prize in escrow, refusals by key,
// closing by a winner (prize) or by deletion (refund), clones and a challenge admin's close. The
// copies of the tasks are in challengeCopies.test.ts, the listings in challengeListings.test.ts.
import { describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, type Json } from '../../../test/helpers/groupCalls.ts';
import { formParty } from '../../../test/helpers/parties.ts';
import { TAVERN_ID } from '../../db/repositories/groups.ts';
import { useChallengeTest } from './challengeTestKit.ts';

describe.each(databasesUnderTest())('challenges on $name', (database) => {
  const { t, as, player, partyChallenge, groupRow, tasksOf, copiesOf } = useChallengeTest(database);

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
    expect(await t.fixtures.gemsOf(leader.id)).toBe(2);
    expect(await groupRow(partyId)).toEqual({ balance: 0, challenge_count: 1 });
    const user = await as(leader).user();
    expect(user.challenges).toEqual([challenge.id]);
    expect(user.achievements.joinedChallenge).toBe(true);
    expect(user.notifications.map((n: Json) => n.type)).toContain('CHALLENGE_JOINED_ACHIEVEMENT');
    expect(user.tags).toContainEqual({ id: challenge.id, name: 'stretch', challenge: true });
    // The summary defaults to the name; the v3 path answers the same.
    const v3 = await t.app.inject({
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
    expect(await t.fixtures.gemsOf(leader.id)).toBe(6);
    await as(leader).ok('POST', '/challenges', {
      group: guild.id,
      name: 'B',
      shortName: 'bbb',
      prize: 5,
    });
    expect(await groupRow(guild.id)).toEqual({ balance: 0, challenge_count: 2 });
    expect(await t.fixtures.gemsOf(leader.id)).toBe(2);
    // A member who does not lead pays everything.
    const member = await player(3);
    await t.fixtures.setGems(leader.id, 0);
    await t.test.db.query('UPDATE groups SET balance = 9 WHERE id = $1', [guild.id]);
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
    expect(await t.fixtures.gemsOf(member.id)).toBe(0);
    expect(await groupRow(guild.id)).toMatchObject({ balance: 9 });
  });

  it('refuses creation by key, moving no gems', async () => {
    const ada = await player(10);
    const partyId = await formParty(t.test.db, [ada]);
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
    await t.test.db.query('UPDATE groups SET leader_only_challenges = true WHERE id = $1', [
      guild.id,
    ]);
    expect((await as(stranger).join(guild.id)).statusCode).toBe(200);
    expectRefused(
      await as(stranger).call('POST', '/challenges', { ...base, group: guild.id }),
      401,
      'onlyGroupLeaderChal',
    );
    expect(await t.fixtures.gemsOf(ada.id)).toBe(10);
    expect(await groupRow(partyId)).toEqual({ balance: 0, challenge_count: 0 });
    // The Tavern takes anyone's challenge with a prize.
    const tavern = await create({ ...base, group: 'habitrpg', prize: 1 });
    expect(tavern.statusCode, tavern.body).toBe(201);
    expect(tavern.json<{ data: Json }>().data.group._id).toBe(TAVERN_ID);
    expect(await t.fixtures.gemsOf(ada.id)).toBe(9);
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

    expect(await t.fixtures.gemsOf(bob.id)).toBe(6);
    expect(await t.fixtures.gemsOf(leader.id)).toBe(0);
    expect(await groupRow(partyId)).toEqual({ balance: 0, challenge_count: 0 });
    const user = await as(bob).user();
    expect(user.achievements.challenges).toEqual(['Stretch every day']);
    expect(user.challenges).toEqual([]);
    expect(user.tags).toContainEqual({ id: challenge.id, name: 'stretch' });
    const audited = await t.test.db.query<{ type: string; payload: Json }>(
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
    expect(await t.fixtures.gemsOf(leader.id)).toBe(5);
    expect(await groupRow(partyId)).toEqual({ balance: 0, challenge_count: 0 });
    const [copy] = await copiesOf(bob, challenge.id);
    expect(copy!.challenge.broken).toBe('CHALLENGE_DELETED');
    const own = await t.test.db.query(
      `SELECT 1 FROM tasks WHERE user_id IS NULL AND details->'challenge'->>'id' = $1`,
      [challenge.id],
    );
    expect(own).toHaveLength(0);
    await as(bob).ok('POST', `/tasks/unlink-all/${challenge.id}?keep=remove-all`);
    expect(await copiesOf(bob, challenge.id)).toHaveLength(0);
    expect((await as(bob).user()).tasksOrder.habits).not.toContain(copy!.id);
  });

  it('clones a challenge with its tasks, paying the new prize', async () => {
    const { leader, partyId, challenge } = await partyChallenge(0, {}, 3);
    await as(leader).ok('POST', `/tasks/challenge/${challenge.id}`, [
      { type: 'reward', text: 'Treat', value: 20 },
      { type: 'todo', text: 'Plan', checklist: [{ text: 'a', completed: true }] },
    ]);
    const cloned = await t.app.inject({
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
    expect(await t.fixtures.gemsOf(leader.id)).toBe(1);
    expect((await copiesOf(leader, clonedChallenge.id)).map((task) => task.text).sort()).toEqual([
      'Plan',
      'Treat',
    ]);
  });

  it("a challenge admin closes anyone's challenge; the refund goes to its leader", async () => {
    const { leader, challenge } = await partyChallenge(0, { prize: 2 }, 2);
    const admin = await player();
    await t.test.db.query(
      `UPDATE users SET permissions = permissions || '{"challengeAdmin": true}' WHERE id = $1`,
      [admin.id],
    );
    await as(admin).ok('DELETE', `/challenges/${challenge.id}`);
    expect(await t.fixtures.gemsOf(leader.id)).toBe(2);
    expect(await t.fixtures.gemsOf(admin.id)).toBe(0);
    // A staff action: on the leader's audit trail (issue 18).
    const trail = await t.test.db.query<{ payload: Json }>(
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
});
