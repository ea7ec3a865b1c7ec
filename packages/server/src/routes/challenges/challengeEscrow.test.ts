// Prize escrow under concurrency (issue 17): players of one party create, delete, join and close
// challenges with prizes all at once. Gems are never created or lost: the players' gems, the
// party's bank and the prizes of open challenges always add up to the same total, the party's
// challenge count matches its open challenges, and each challenge's member count its members.
import { describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { formParty } from '../../../test/helpers/parties.ts';
import { useChallengeTest } from './challengeTestKit.ts';

describe.each(databasesUnderTest())('challenge prize escrow on $name', (database) => {
  const { t } = useChallengeTest(database);

  async function totalGems(partyId: string, playerIds: readonly string[]) {
    const [row] = await t.test.db.query<{ total: number }>(
      `SELECT (SELECT coalesce(sum(gems), 0) FROM users WHERE id = ANY ($2::uuid[]))
            + (SELECT balance FROM groups WHERE id = $1)
            + (SELECT coalesce(sum(prize), 0) FROM challenges WHERE group_id = $1) AS total`,
      [partyId, playerIds],
    );
    return Number(row!.total);
  }

  it('keeps users.gems + the bank + open prizes constant through concurrent changes', async () => {
    const players: TestAccount[] = [];
    for (let index = 0; index < 4; index += 1) players.push(await registerAccount(t.app));
    const ids = players.map((account) => account.id);
    const partyId = await formParty(t.test.db, players);
    const { fixtures } = t;
    for (const id of ids) await fixtures.setGems(id, 20);
    await t.test.db.query('UPDATE groups SET balance = 10 WHERE id = $1', [partyId]);
    const total = await totalGems(partyId, ids);
    expect(total).toBe(90);

    const as = (account: TestAccount) => groupCalls(t.app, account);
    const create = (account: TestAccount, prize: number) =>
      as(account).call('POST', '/challenges', {
        group: partyId,
        name: `Prize ${prize}`,
        shortName: `prize${prize}`,
        prize,
      });
    // Some challenges to close, each with every player in it.
    const open: Json[] = [];
    for (const [index, account] of players.entries()) {
      const created = await create(account, 3 + index);
      expect(created.statusCode, created.body).toBe(201);
      open.push(created.json<{ data: Json }>().data);
    }
    for (const challenge of open) {
      for (const account of players) {
        if (account.id !== challenge.leader._id) {
          await as(account).call('POST', `/challenges/${challenge.id}/join`);
        }
      }
    }
    expect(await totalGems(partyId, ids)).toBe(total);

    for (let round = 0; round < 3; round += 1) {
      const challenges = (await t.test.db.query<{ id: string; leader_id: string }>(
        'SELECT id, leader_id FROM challenges WHERE group_id = $1 ORDER BY created_at',
        [partyId],
      ))!;
      const calls: Promise<{ statusCode: number; body: string }>[] = [];
      for (const [index, account] of players.entries()) {
        calls.push(create(account, 2 + ((index + round) % 5)));
        calls.push(create(account, 25)); // more than anyone has alone
      }
      for (const [index, challenge] of challenges.entries()) {
        const leader = players.find((account) => account.id === challenge.leader_id)!;
        const winner = players[(index + round) % players.length]!;
        // The leader closes it twice over, a member tries too; only one close can pay.
        calls.push(
          as(leader).call('POST', `/challenges/${challenge.id}/selectWinner/${winner.id}`),
        );
        calls.push(as(leader).call('DELETE', `/challenges/${challenge.id}`));
        calls.push(as(winner).call('DELETE', `/challenges/${challenge.id}`));
        calls.push(as(winner).call('POST', `/challenges/${challenge.id}/leave`));
        calls.push(as(winner).call('POST', `/challenges/${challenge.id}/join`));
      }
      const answers = await Promise.all(calls);
      for (const answer of answers) {
        expect([200, 201, 401, 404], answer.body).toContain(answer.statusCode);
      }
      expect(await totalGems(partyId, ids)).toBe(total);
    }

    const [counts] = await t.test.db.query<{ count: number; open: number }>(
      `SELECT challenge_count AS count,
              (SELECT count(*)::int FROM challenges WHERE group_id = $1) AS open
       FROM groups WHERE id = $1`,
      [partyId],
    );
    expect(counts!.count).toBe(counts!.open);
    const drift = await t.test.db.query(
      `SELECT c.id FROM challenges c
       WHERE c.member_count <> (SELECT count(*) FROM challenge_members m WHERE m.challenge_id = c.id)`,
    );
    expect(drift).toEqual([]);
    const negative = await t.test.db.query('SELECT id FROM users WHERE gems < 0');
    expect(negative).toEqual([]);
  });

  it("members scoring their copies at once all move the challenge's task", async () => {
    const players: TestAccount[] = [];
    for (let index = 0; index < 4; index += 1) players.push(await registerAccount(t.app));
    const partyId = await formParty(t.test.db, players);
    const [leader] = players as [TestAccount];
    const as = (account: TestAccount) => groupCalls(t.app, account);
    const challenge = await as(leader).ok('POST', '/challenges', {
      group: partyId,
      name: 'Hum',
      shortName: 'hum',
    });
    const original = await as(leader).ok('POST', `/tasks/challenge/${challenge.id}`, {
      type: 'habit',
      text: 'Hum a tune',
    });
    for (const account of players.slice(1)) {
      await as(account).ok('POST', `/challenges/${challenge.id}/join`);
    }
    const copyIds = new Map<string, string>();
    for (const account of players) {
      const tasks = (await as(account).ok('GET', '/tasks/user')) as unknown as Json[];
      copyIds.set(account.id, tasks.find((task) => task.challenge?.taskId === original.id)!.id);
    }
    const scores = await Promise.all(
      players.flatMap((account) =>
        [0, 1, 2].map(() => as(account).call('POST', `/tasks/${copyIds.get(account.id)}/score/up`)),
      ),
    );
    const deltas = scores.map((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ data: { delta: number } }>().data.delta;
    });
    const after = await as(leader).ok('GET', `/tasks/${original.id}`);
    expect(after.value).toBeCloseTo(
      deltas.reduce((sum, delta) => sum + delta, 0),
      9,
    );
    expect(after.history).toEqual([expect.objectContaining({ scoredUp: 12, scoredDown: 0 })]);
  });
});
