// The plans of the hot queries on a large database (docs/data-retention.md, "Every hot query uses
// an index"). The queries are the app's own: a short session of three players (sign in, read the
// player and the tasks, score, statistics, the day boundary, party chat heard on a live stream,
// the party's members, the Tavern, private messages, a challenge), the outbox's deliveries and a
// run of the retention jobs go through a database that notes every statement with its parameters.
// Then 10,000 players × 40 tasks and their social rows are written around them, ANALYZEd, and each
// statement is planned with the parameters it was sent with. Reading a large table whole fails the
// test: a sequential scan, or a walk through a whole index with no condition on it. PostgreSQL
// only: PGlite's planner is the same, but the point is the plans a server would run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { createFixedClock } from '../../src/services/clock.ts';
import {
  defaultRetentionOptions,
  runDueRetention,
} from '../../src/services/retention/retentionRunner.ts';
import { callAs, dataOf, registerAccount, type TestAccount } from '../helpers/accounts.ts';
import { databasesUnderTest, type TestDatabase } from '../helpers/databases.ts';
import { openLiveStream } from '../helpers/liveClient.ts';
import { testConfig } from '../helpers/testApp.ts';
import { SEEDED_PLAYERS, seedLargeDatabase } from './largeDatabase.ts';
import {
  explain,
  isExplainable,
  largeTables,
  partialIndexes,
  type StatementPlan,
} from './queryPlans.ts';
import { recordingDatabase, type RecordedStatement } from './recordingDatabase.ts';

/**
 * A table is large when it holds a row per player or more. Below that (groups, challenges: a few
 * thousand rows here) a sequential scan of a few dozen pages is the cheapest read and PostgreSQL
 * rightly takes it; the same statements reach those tables through their indexes once they grow.
 */
const LARGE_TABLE_ROWS = SEEDED_PLAYERS;
const DAY_MS = 86_400_000;
const postgres = databasesUnderTest().find((database) => database.name === 'postgres');

if (!postgres) {
  console.info('hot query plans skipped: they are read on PostgreSQL (set TEST_DATABASE_URL)');
}

type Json = Record<string, unknown>;

/** A short session of three players through the app; every call must succeed. */
async function playSession(
  app: App,
  baseUrl: string,
  [ada, bob, cy]: TestAccount[],
): Promise<void> {
  const ok = async (account: TestAccount, method: 'GET' | 'POST', url: string, body?: unknown) => {
    const response = await callAs(app, account)(method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return dataOf<Json>(response);
  };
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v4/user/auth/local/login',
    payload: { username: ada!.username, password: ada!.password },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  await ok(ada!, 'GET', '/user');
  await ok(ada!, 'GET', '/tasks/user');
  const created = (await ok(ada!, 'POST', '/tasks/user', [
    { type: 'habit', text: 'Stretch' },
    { type: 'daily', text: 'Read' },
    { type: 'todo', text: 'Write' },
  ])) as unknown as Json[];
  for (const task of created) await ok(ada!, 'POST', `/tasks/${String(task.id)}/score/up`);
  await ok(ada!, 'GET', '/tasks/user');
  await ok(ada!, 'GET', `/tasks/${String(created[0]!.id)}/statistics`);
  await ok(ada!, 'GET', '/user/statistics');

  const party = await ok(ada!, 'POST', '/groups', { type: 'party', name: 'Plans' });
  await ok(ada!, 'POST', `/groups/${String(party.id)}/invite`, { uuids: [bob!.id] });
  await ok(bob!, 'POST', `/groups/${String(party.id)}/join`);
  // Bob's live stream, resumed from the start (its catch-up read), hears Ada's post.
  const stream = await openLiveStream(baseUrl, bob!, '1');
  await ok(ada!, 'POST', '/groups/party/chat', { message: 'hello party' });
  await stream.waitForEvent('chat.messagePosted', (data) => data.message?.text === 'hello party');
  stream.close();
  await ok(bob!, 'GET', '/groups/party/chat');
  await ok(bob!, 'GET', '/groups/party');
  await ok(bob!, 'GET', `/groups/${String(party.id)}/members`);
  await ok(ada!, 'GET', '/looking-for-party');
  await ok(bob!, 'POST', '/groups/habitrpg/chat', { message: 'hello tavern' });
  await ok(cy!, 'GET', '/groups/habitrpg/chat');

  await ok(ada!, 'POST', '/members/send-private-message', { toUserId: cy!.id, message: 'psst' });
  await ok(cy!, 'GET', '/inbox/conversations');
  await ok(cy!, 'GET', `/inbox/paged-messages?conversation=${ada!.id}`);
  await ok(cy!, 'GET', `/members/${ada!.id}`);

  const challenge = await ok(ada!, 'POST', '/challenges', {
    group: party.id,
    name: 'Plans',
    shortName: 'plans',
  });
  await ok(bob!, 'POST', `/challenges/${String(challenge.id)}/join`);
  await ok(bob!, 'GET', '/challenges/user?page=0');

  // The day boundary: a day later, the first call runs it.
  app.clock.jump(DAY_MS);
  await ok(ada!, 'POST', '/cron');
  await ok(bob!, 'GET', '/user');
}

describe.skipIf(!postgres)('hot query plans on 10,000 players × 40 tasks (PostgreSQL)', () => {
  let test: TestDatabase;
  let app: App | undefined;
  const clock = createFixedClock(new Date());
  let statements: RecordedStatement[] = [];

  const phases: string[] = [];
  let phaseStart = Date.now();
  const phase = (name: string) => {
    phases.push(`${name} ${((Date.now() - phaseStart) / 1000).toFixed(1)} s`);
    phaseStart = Date.now();
  };

  beforeAll(async () => {
    test = await postgres!.open();
    phase('migrations');
    const recorded = recordingDatabase(test.db);
    // The outbox's workers run too (on the same clock), so their claims are planned as well. A
    // failing call's cause is logged.
    app = buildApp({
      db: recorded.db,
      config: testConfig(),
      logger: { level: 'error' },
      clock,
      runEventWorker: true,
      eventClock: clock,
    });
    const players = [];
    for (let n = 0; n < 3; n += 1) players.push(await registerAccount(app));
    recorded.statements.length = 0;
    await playSession(app, await app.listen({ port: 0, host: '127.0.0.1' }), players);
    await app.events.settle();
    // The app (its workers and retention runner) stops before the seed, which it must not meet.
    await app.close();
    app = undefined;
    // A run of every retention job, each due on a clock two days on.
    const later = createFixedClock(new Date(clock.now().getTime() + 2 * DAY_MS));
    await runDueRetention(recorded.db, defaultRetentionOptions(later));
    statements = recorded.statements;
    phase('session');
    await seedLargeDatabase(test.db);
    phase('seed');
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  it('plans each session statement without reading a large table whole', async () => {
    const large = await largeTables(test.db, LARGE_TABLE_ROWS);
    const partial = await partialIndexes(test.db);
    expect(large).toContain('tasks');
    expect(large).toContain('task_records');
    // The check itself: a read by a column without an index is seen for what it is, and so is
    // one that walks a whole index for its order.
    const unindexed = await explain(test.db, 'SELECT id FROM tasks WHERE text = $1', ['x']);
    expect(unindexed.wholeReads).toEqual(['tasks']);
    const walked = await explain(
      test.db,
      'SELECT id FROM users ORDER BY id LIMIT 1 OFFSET 5000',
      [],
    );
    expect(walked.wholeReads).toEqual(['users']);
    const distinct = new Map<string, RecordedStatement>();
    for (const statement of statements) {
      if (isExplainable(statement.sql) && !distinct.has(statement.sql)) {
        distinct.set(statement.sql, statement);
      }
    }
    const plans: (StatementPlan & { sql: string })[] = [];
    for (const { sql, params } of distinct.values()) {
      plans.push({ sql, ...(await explain(test.db, sql, params, partial)) });
    }
    const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 110);
    phase('plans');
    console.info(
      `${plans.length} statements planned (of ${statements.length} sent; ${phases.join(', ')}):\n` +
        plans.map((plan) => `  ${plan.top.padEnd(58)} ${oneLine(plan.sql)}`).join('\n'),
    );
    const scanning = plans
      .map((plan) => ({ ...plan, large: plan.wholeReads.filter((name) => large.has(name)) }))
      .filter((plan) => plan.large.length > 0)
      .map((plan) => `${plan.large.join(', ')}: ${oneLine(plan.sql)}`);
    expect(scanning).toEqual([]);
  });
});
