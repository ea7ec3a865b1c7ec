// The set-up the challenge route tests share (issue 17): an app on the database under test at
// mid-day, and helpers that make players, a party with a challenge, and read a group's bank and a
// player's challenge copies.
import { beforeAll } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import type { DatabaseUnderTest } from '../../../test/helpers/databases.ts';
import { groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { formParty } from '../../../test/helpers/parties.ts';
import { socialFixtures } from '../../../test/helpers/social.ts';
import { useTestApp, type TestApp } from '../../../test/helpers/useTestApp.ts';
import { createClock } from '../../services/clock.ts';

export type ChallengeTest = TestApp & { fixtures: ReturnType<typeof socialFixtures> };

/** Registers the hooks in the calling describe; `t`'s fields are set before the tests run. */
export function useChallengeTest(database: DatabaseUnderTest) {
  // Mid-day (UTC), so a test never straddles the day a challenge task's history is kept by.
  const clock = createClock();
  clock.jump(new Date().setUTCHours(12, 0, 0, 0) - Date.now());
  const app = useTestApp(database, { clock });
  const t = app as ChallengeTest;
  beforeAll(() => {
    t.fixtures = socialFixtures(t.test.db);
  });

  const as = (account: TestAccount) => groupCalls(t.app, account);
  async function player(gems = 0) {
    const account = await registerAccount(t.app);
    if (gems) await t.fixtures.setGems(account.id, gems);
    return account;
  }
  /** A party of a leader and members, and a challenge of its leader's with `body`. */
  async function partyChallenge(members = 1, body: Json = {}, gems = 0) {
    const leader = await player(gems);
    const others: TestAccount[] = [];
    for (let index = 0; index < members; index += 1) others.push(await player());
    const partyId = await formParty(t.test.db, [leader, ...others]);
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
      await t.test.db.query<{ balance: number; challenge_count: number }>(
        'SELECT balance, challenge_count FROM groups WHERE id = $1',
        [id],
      )
    )[0]!;
  const tasksOf = async (account: TestAccount) =>
    (await as(account).ok('GET', '/tasks/user')) as unknown as Json[];
  const copiesOf = async (account: TestAccount, challengeId: string) =>
    (await tasksOf(account)).filter((task) => task.challenge?.id === challengeId);

  return { t, as, player, partyChallenge, groupRow, tasksOf, copiesOf };
}
