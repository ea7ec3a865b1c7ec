// Challenge copies through the API (issue 17): joining gives copies of the tasks that
// follow the leader's edits, scoring a copy moves the challenge's own task, and leaving the
// challenge, the group or the game keeps or removes them.
import { describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { expectRefused, type Json } from '../../../test/helpers/groupCalls.ts';
import { addGroupMember } from '../../db/repositories/groups.ts';
import { useChallengeTest } from './challengeTestKit.ts';

describe.each(databasesUnderTest())('challenge copies on $name', (database) => {
  const { t, as, player, partyChallenge, tasksOf, copiesOf } = useChallengeTest(database);

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
    const created = await t.app.inject({
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

  it('leaving a group leaves its challenges unless asked to remain', async () => {
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
    await addGroupMember(t.test.db, partyId, dan.id, { now: new Date() });
    await as(dan).ok('POST', `/challenges/${challenge.id}/join`);
    await as(leader).ok('POST', `/groups/${partyId}/removeMember/${dan.id}`);
    expect((await as(dan).user()).challenges).toEqual([]);
    expect((await tasksOf(dan)).find((task) => task.text === 'Sing')!.challenge).toEqual({});
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

  it('deleting an account takes it out of its challenges', async () => {
    const { leader, others, challenge } = await partyChallenge(1);
    const [bob] = others as [TestAccount];
    await as(bob).ok('POST', `/challenges/${challenge.id}/join`);
    const deleted = await as(bob).call('DELETE', '/user', { password: bob.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await as(leader).ok('GET', `/challenges/${challenge.id}`)).memberCount).toBe(1);
  });
});
