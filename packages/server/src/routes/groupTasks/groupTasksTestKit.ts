// The set-up the group plan and team board tests share (issue 17.2): an app on the database under
// test with a fixed clock and no chance (no crits, no drops), and helpers for a plan team, its
// board and its notices.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { registerAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import type { DatabaseUnderTest, TestDatabase } from '../../../test/helpers/databases.ts';
import { groupCalls, type Json } from '../../../test/helpers/groupCalls.ts';
import { buildTestApp } from '../../../test/helpers/testApp.ts';
import type { App } from '../../app.ts';
import { createFixedClock, type Clock } from '../../services/clock.ts';
import { fixedRandom } from '../../services/random.ts';

export const DAY = 86_400_000;

export interface GroupTasksTest {
  test: TestDatabase;
  app: App;
  clock: Clock;
}

/** Registers the hooks in the calling describe; `t`'s fields are set before the tests run. */
export function useGroupTasksTest(database: DatabaseUnderTest) {
  const t = {} as GroupTasksTest;
  beforeAll(async () => {
    t.test = await database.open();
    t.clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
    // No crits, no drops: rewards are the formula's.
    t.app = buildTestApp(t.test.db, {}, { clock: t.clock, random: fixedRandom(0.99) });
  });
  beforeEach(() => t.clock.reset());
  afterAll(async () => {
    await t.app.close();
    await t.test.drop();
  });

  const as = (account: TestAccount) => groupCalls(t.app, account);
  const notices = (account: TestAccount, type: string) =>
    t.test.db.query<{ data: Json }>(
      'SELECT data FROM notifications WHERE user_id = $1 AND type = $2 ORDER BY created_at, seq',
      [account.id, type],
    );
  const gpOf = async (account: TestAccount) => (await as(account).user()).stats.gp as number;

  /** A plan group led by `leader`, with a manager and members who joined by invitation. */
  async function planTeam(memberCount = 1) {
    const leader = await registerAccount(t.app);
    const manager = await registerAccount(t.app);
    const members: TestAccount[] = [];
    for (let i = 0; i < memberCount; i += 1) members.push(await registerAccount(t.app));
    const group = await as(leader).ok('POST', '/groups/create-plan', { name: 'Team' });
    for (const player of [manager, ...members]) {
      await as(leader).ok('POST', `/groups/${group.id}/invite`, { uuids: [player.id] });
      await as(player).ok('POST', `/groups/${group.id}/join`);
    }
    await as(leader).ok('POST', `/groups/${group.id}/add-manager`, { managerId: manager.id });
    return { leader, manager, member: members[0]!, members, groupId: group.id as string };
  }
  const addTask = (account: TestAccount, groupId: string, body: Json) =>
    as(account).ok('POST', `/tasks/group/${groupId}`, body);
  const score = (account: TestAccount, taskId: string, direction = 'up') =>
    as(account).call('POST', `/tasks/${taskId}/score/${direction}`);
  const board = (account: TestAccount, groupId: string, query = '') =>
    as(account).ok('GET', `/tasks/group/${groupId}${query}`) as unknown as Promise<Json[]>;
  const boardTask = async (account: TestAccount, groupId: string, taskId: string) =>
    (await as(account).ok('GET', `/tasks/${taskId}`)) ?? board(account, groupId);

  return { t, as, notices, gpOf, planTeam, addTask, score, board, boardTask };
}
