// The statistics workload (issue 31): one player with five years of daily records for 50 tasks
// (25 habits, 25 dailies: about 91,000 rows of task_records plus a day row per day), written
// straight into PostgreSQL, then, one request in flight at a time:
// - the statistics screens' reads, GET /tasks/:id/statistics over the 50 tasks and
//   GET /user/statistics for this year and the year before, each timed;
// - scoring a habit up for that player and for a player without records, interleaved, so the
//   records' cost on a score shows side by side.
// PostgreSQL only (BENCH_DATABASE_URL): the rows are seeded with pg.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { post, registerBenchPlayer } from './benchApi.ts';

const TASKS = 50;
const YEARS = 5;
const DAYS = YEARS * 365 + 1;
const READS_EACH = Number(process.env.BENCH_STATISTICS_READS ?? 100);
const SCORES_EACH = Number(process.env.BENCH_STATISTICS_SCORES ?? 200);
const WARM_UP = 10;

export interface TimingFigures {
  workload: string;
  requests: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
}

interface BenchPlayer {
  id: string;
  headers: Record<string, string>;
  habitIds: string[];
  taskIds: string[];
}

export async function measureStatistics(
  baseURL: string,
  databaseURL: string,
): Promise<TimingFigures[]> {
  const run = Date.now().toString(36);
  const recorded = await preparePlayer(baseURL, `s${run}_records`);
  const fresh = await preparePlayer(baseURL, `s${run}_fresh`);
  const rows = await seedRecords(databaseURL, recorded);
  console.log(`Seeded ${rows} task_records rows for one player (${YEARS} years × ${TASKS} tasks)`);

  const get = (path: string, player: BenchPlayer) => () => request(baseURL, 'GET', path, player);
  const year = new Date().getUTCFullYear();
  const figures = [
    await timed(
      `GET /tasks/:id/statistics (${TASKS} tasks, ${YEARS} years of rows)`,
      READS_EACH,
      (index) => get(`/api/v4/tasks/${recorded.taskIds[index % TASKS]}/statistics`, recorded)(),
    ),
    await timed(`GET /user/statistics (this year)`, READS_EACH, () =>
      get('/api/v4/user/statistics', recorded)(),
    ),
    await timed(`GET /user/statistics?year=${year - 1} (a whole year)`, READS_EACH, () =>
      get(`/api/v4/user/statistics?year=${year - 1}`, recorded)(),
    ),
  ];
  // interleaved, so a busy moment of the machine falls on both alike
  const withRecords: number[] = [];
  const without: number[] = [];
  for (let index = 0; index < WARM_UP + SCORES_EACH; index += 1) {
    for (const [player, timings] of [
      [recorded, withRecords],
      [fresh, without],
    ] as const) {
      const habitId = player.habitIds[index % player.habitIds.length]!;
      const ms = await request(baseURL, 'POST', `/api/v4/tasks/${habitId}/score/up`, player);
      if (index >= WARM_UP) timings.push(ms);
    }
  }
  figures.push(summary(`score habit up: player with ${rows} rows`, withRecords));
  figures.push(summary('score habit up: player without records', without));
  return figures;
}

async function preparePlayer(baseURL: string, username: string): Promise<BenchPlayer> {
  const headers = await registerBenchPlayer(baseURL, username);
  const tasks = Array.from({ length: TASKS }, (_, index) =>
    index % 2 === 0
      ? { type: 'habit', text: `Bench habit ${index + 1}` }
      : { type: 'daily', text: `Bench daily ${index + 1}`, startDate: '2020-01-01T00:00:00.000Z' },
  );
  const created = await post<{ id: string; type: string }[]>(
    baseURL,
    '/api/v4/tasks/user',
    tasks,
    headers,
  );
  return {
    id: headers['x-api-user']!,
    headers,
    taskIds: created.map(({ id }) => id),
    habitIds: created.filter(({ type }) => type === 'habit').map(({ id }) => id),
  };
}

/**
 * Every task gets one row a day for the last five years (a habit scored up on about four days in
 * five, a daily completed or missed), and the player a day row with climbing experience and gold;
 * the months' partitions are made first, as an import would.
 */
async function seedRecords(databaseURL: string, player: BenchPlayer): Promise<number> {
  const client = new pg.Client({ connectionString: databaseURL });
  await client.connect();
  try {
    await client.query(
      `SELECT ensure_task_record_partitions(current_date - $1::int, current_date + 1)`,
      [DAYS],
    );
    const tasks = await client.query<{ id: string; type: string }>(
      'SELECT id, type FROM tasks WHERE user_id = $1',
      [player.id],
    );
    const inserted = await client.query(
      `INSERT INTO task_records (user_id, task_id, task_type, kind, at, day, delta, value, exp, gp,
         lvl, hp, player_version)
       SELECT $1, t.id, t.type,
         CASE WHEN t.type = 'habit' THEN 'up'
              WHEN hashtext(t.id::text || n::text) % 5 = 0 THEN 'missed' ELSE 'completed' END,
         (current_date - n) + time '12:00', current_date - n, 1, 1, 0, 0, 1, 50, 1
       FROM unnest($2::uuid[], $3::text[]) AS t(id, type), generate_series(1, $4::int) AS n
       WHERE t.type <> 'habit' OR hashtext(t.id::text || n::text) % 5 <> 0`,
      [player.id, tasks.rows.map(({ id }) => id), tasks.rows.map(({ type }) => type), DAYS],
    );
    const days = await client.query(
      `INSERT INTO task_records (user_id, kind, at, day, exp, gp, lvl, hp, player_version)
       SELECT $1, 'day', current_date - n, current_date - n, (($2 - n) * 37) % 500,
         ($2 - n) * 2.5, 1 + ($2 - n) / 20, 50, 1
       FROM generate_series(1, $2::int) AS n`,
      [player.id, DAYS],
    );
    await client.query('ANALYZE task_records');
    return (inserted.rowCount ?? 0) + (days.rowCount ?? 0);
  } finally {
    await client.end();
  }
}

async function request(
  baseURL: string,
  method: 'GET' | 'POST',
  path: string,
  player: BenchPlayer,
): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseURL}${path}`, { method, headers: player.headers });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return ms;
}

async function timed(
  workload: string,
  count: number,
  send: (index: number) => Promise<number>,
): Promise<TimingFigures> {
  const timings: number[] = [];
  for (let index = 0; index < WARM_UP + count; index += 1) {
    const ms = await send(index);
    if (index >= WARM_UP) timings.push(ms);
  }
  return summary(workload, timings);
}

function summary(workload: string, timings: number[]): TimingFigures {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    workload,
    requests: sorted.length,
    meanMs: round1(sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length),
    p50Ms: round1(at(0.5)),
    p99Ms: round1(at(0.99)),
  };
}
