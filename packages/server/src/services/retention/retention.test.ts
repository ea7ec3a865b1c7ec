// The retention jobs on a real database: each prunes exactly what is past its rule, in batches;
// a run is claimed once however many workers ask; the runner runs on its clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databasesUnderTest, type TestDatabase } from '../../../test/helpers/databases.ts';
import { testConfig } from '../../../test/helpers/testApp.ts';
import { buildApp } from '../../app.ts';
import type { Queryable } from '../../db/database.ts';
import { createFixedClock } from '../clock.ts';
import { retentionJobs } from './retentionJobs.ts';
import { runDueRetention, startRetention, type RetentionOptions } from './retentionRunner.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const START = new Date('2026-06-01T12:00:00Z');
const ago = (ms: number) => new Date(START.getTime() - ms);
const silentLog = { info: () => undefined, error: () => undefined };

async function count(db: Queryable, sql: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) s`);
  return row!.n;
}

describe.each(databasesUnderTest())('retention jobs ($name)', (database) => {
  let test: TestDatabase;
  let userId: string;
  const clock = createFixedClock(START);
  const options = (): RetentionOptions => ({
    clock,
    // Small numbers, so batching and the per-group cut are exercised by a few rows.
    jobs: retentionJobs({
      keepDeliveredEventsDays: 7,
      keepChatMessagesPerGroup: 5,
      keepAnalyticsDays: 90,
      keepPlayerChangesDays: 1,
    }),
    everyMs: HOUR_MS,
    tickMs: 5 * 60_000,
    batchSize: 2,
    maxBatchesPerRun: 100,
  });

  beforeAll(async () => {
    test = await database.open();
    [{ id: userId }] = (await test.db.query<{ id: string }>(
      'INSERT INTO users DEFAULT VALUES RETURNING id',
    )) as [{ id: string }];
  });
  afterAll(async () => {
    await test.drop();
  });
  beforeEach(async () => {
    clock.reset();
    // DELETE rather than TRUNCATE … CASCADE: a few rows each, and no walk over every table.
    await test.db.exec(
      `DELETE FROM retention_jobs; DELETE FROM events; DELETE FROM chat_messages;
       DELETE FROM groups; DELETE FROM analytics_events; DELETE FROM password_reset_codes;
       DELETE FROM idempotency_keys; DELETE FROM rate_limit_windows;
       DELETE FROM player_changes;`,
    );
  });

  async function addGroupWithMessages(messages: number): Promise<string> {
    const [group] = await test.db.query<{ id: string }>(
      `INSERT INTO groups (type, name) VALUES ('guild', 'g') RETURNING id`,
    );
    await test.db.query(
      `INSERT INTO chat_messages (group_id, text, created_at)
       SELECT $1, 'message ' || i, $2::timestamptz + i * interval '1 minute'
       FROM generate_series(1, $3::int) i`,
      [group!.id, ago(DAY_MS), messages],
    );
    return group!.id;
  }

  it('prunes each table by its rule and keeps the rest', async () => {
    await test.db.query(
      `INSERT INTO events (type, done_at) VALUES ('a', $1), ('b', $1), ('c', $1), ('kept', $2),
         ('pending', NULL)`,
      [ago(8 * DAY_MS), ago(6 * DAY_MS)],
    );
    await test.db.query(
      `INSERT INTO analytics_events (user_id, event_category, event_action, created_at)
       VALUES ($1, 'x', 'old', $2), ($1, 'x', 'old', $2), ($1, 'x', 'recent', $3)`,
      [userId, ago(91 * DAY_MS), ago(89 * DAY_MS)],
    );
    await test.db.query(
      `INSERT INTO password_reset_codes (code_hash, user_id, expires_at)
       VALUES ('\\x01', $1, $2), ('\\x02', $1, $3)`,
      [userId, ago(1), ago(-HOUR_MS)],
    );
    await test.db.query(
      `INSERT INTO idempotency_keys (user_id, key, fingerprint, created_at, expires_at)
       VALUES ($1, 'expired', 'f', $2, $3), ($1, 'live', 'f', $2, $4)`,
      [userId, ago(DAY_MS), START, ago(-HOUR_MS)],
    );
    await test.db.query(
      `INSERT INTO rate_limit_windows (key, spent, resets_at)
       VALUES ('ended', 3, $1), ('open', 3, $2)`,
      [ago(1), ago(-60_000)],
    );
    await test.db.query(
      `INSERT INTO player_changes (id, user_id, version, kind, before, created_at)
       VALUES (gen_random_uuid(), $1, 1, 'score', '{}', $2),
         (gen_random_uuid(), $1, 2, 'score', '{}', $3)`,
      [userId, ago(DAY_MS + 1), ago(DAY_MS - 1)],
    );
    const busy = await addGroupWithMessages(8);
    const quiet = await addGroupWithMessages(3);

    const runs = await runDueRetention(test.db, options());

    expect(Object.fromEntries(runs.map((run) => [run.job, run.deleted]))).toEqual({
      events: 3,
      chat_messages: 3,
      analytics_events: 2,
      password_reset_codes: 1,
      idempotency_keys: 1,
      rate_limit_windows: 1,
      task_record_months: 0,
      player_changes: 1,
    });
    expect(runs.every((run) => run.isDone)).toBe(true);
    expect(await test.db.query('SELECT type FROM events ORDER BY id')).toEqual([
      { type: 'kept' },
      { type: 'pending' },
    ]);
    expect(await test.db.query('SELECT event_action FROM analytics_events')).toEqual([
      { event_action: 'recent' },
    ]);
    expect(await test.db.query('SELECT key FROM idempotency_keys')).toEqual([{ key: 'live' }]);
    expect(await test.db.query('SELECT key FROM rate_limit_windows')).toEqual([{ key: 'open' }]);
    expect(await count(test.db, 'SELECT 1 FROM password_reset_codes')).toBe(1);
    expect(await test.db.query('SELECT version FROM player_changes')).toEqual([{ version: 2 }]);
    // The busy group keeps its newest five (messages 4…8), the quiet one all three.
    expect(
      await test.db.query(
        'SELECT text FROM chat_messages WHERE group_id = $1 ORDER BY created_at',
        [busy],
      ),
    ).toEqual(
      ['message 4', 'message 5', 'message 6', 'message 7', 'message 8'].map((text) => ({ text })),
    );
    expect(await count(test.db, `SELECT 1 FROM chat_messages WHERE group_id = '${quiet}'`)).toBe(3);
  });

  it('runs a job once an hour whatever the workers; chat goes on where it stopped', async () => {
    const group = await addGroupWithMessages(5);
    const other = test.connectAgain();
    const [first, second] = await Promise.all([
      runDueRetention(test.db, options()),
      runDueRetention(other, options()),
    ]);
    const claimed = [...first!, ...second!].map((run) => run.job).sort();
    expect(claimed).toEqual(
      options()
        .jobs.map((job) => job.name)
        .sort(),
    );

    // New messages: not looked at before the next hour, then cut to the newest five.
    await test.db.query(
      `INSERT INTO chat_messages (group_id, text, created_at) VALUES ($1, 'late 1', $2),
         ($1, 'late 2', $2)`,
      [group, START],
    );
    clock.jump(HOUR_MS - 1);
    expect(await runDueRetention(test.db, options())).toEqual([]);
    clock.jump(1);
    const runs = await runDueRetention(test.db, options());
    expect(runs.find((run) => run.job === 'chat_messages')?.deleted).toBe(2);
    expect(await count(test.db, `SELECT 1 FROM chat_messages WHERE group_id = '${group}'`)).toBe(5);
  });

  it('creates the coming months of task_records ahead of the clock', async () => {
    const exists = async (name: string) =>
      (await test.db.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [name]))[0]!
        .ok;
    expect(await exists('task_records_2028_02')).toBe(false);
    clock.jump(Date.parse('2027-11-15T00:00:00Z') - START.getTime());
    await runDueRetention(test.db, options());
    // November 2027 and the three months after it.
    expect(await exists('task_records_2028_02')).toBe(true);
    expect(await exists('task_records_2028_03')).toBe(false);
  });

  it('stops a run at its batch limit and goes on at the next tick', async () => {
    await test.db.query(
      `INSERT INTO events (type, done_at) SELECT 'old', $1 FROM generate_series(1, 5)`,
      [ago(8 * DAY_MS)],
    );
    const limited = { ...options(), maxBatchesPerRun: 2 };
    const [firstRun] = (await runDueRetention(test.db, limited)).filter((r) => r.job === 'events');
    expect(firstRun).toEqual({ job: 'events', deleted: 4, isDone: false });
    const [secondRun] = (await runDueRetention(test.db, limited)).filter((r) => r.job === 'events');
    expect(secondRun).toEqual({ job: 'events', deleted: 1, isDone: true });
  });

  it('runs where the outbox worker runs (worker, all-in-one), not in a web process', async () => {
    const jobsRun = async (runEventWorker: boolean, chatMessagesKept = 1000) => {
      await test.db.exec('DELETE FROM retention_jobs');
      const config = testConfig({ chatMessagesKept });
      const app = buildApp({ db: test.db, config, logger: false, runEventWorker });
      await app.ready();
      // Closing waits for the run in hand.
      await app.close();
      const rows = await test.db.query<{ name: string }>('SELECT name FROM retention_jobs');
      return rows.map((row) => row.name).sort();
    };
    const everyJob = retentionJobs().map((job) => job.name);
    expect(await jobsRun(false)).toEqual([]);
    expect(await jobsRun(true)).toEqual([...everyJob].sort());
    // CHAT_MESSAGES_KEPT=0 keeps every message: no chat job.
    expect(await jobsRun(true, 0)).toEqual(
      everyJob.filter((name) => name !== 'chat_messages').sort(),
    );
  });

  it('runs on its clock: at start, then each hour as ticks pass', async () => {
    const runner = startRetention(test.db, silentLog, options());
    await runner.whenIdle();
    await test.db.query(
      `INSERT INTO rate_limit_windows (key, spent, resets_at) VALUES ('k', 1, $1)`,
      [START],
    );
    clock.jump(55 * 60_000);
    await runner.whenIdle();
    expect(await count(test.db, 'SELECT 1 FROM rate_limit_windows')).toBe(1);
    clock.jump(5 * 60_000);
    await runner.whenIdle();
    expect(await count(test.db, 'SELECT 1 FROM rate_limit_windows')).toBe(0);
    await runner.stop();
  });
});
