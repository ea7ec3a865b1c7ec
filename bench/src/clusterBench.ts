// `BENCH_CLUSTER=1 npm run bench`: the scoring workload against one process and against the
// cluster, side by side in one run. One process: `npm start`'s server straight on PostgreSQL.
// The cluster: what `npm run cluster` starts (nginx, two web processes, a worker, PgBouncer in
// transaction mode), driven through nginx. Each gets a fresh database on the local PostgreSQL
// (BENCH_POSTGRES_URL, a role that may create databases; dropped afterwards) and is followed by
// its ceiling: the server's statements sent straight from pg to that database at the same
// concurrency (directScoreWorkload.ts). BENCH_DURATION, BENCH_CONNECTIONS, BENCH_PLAYERS and
// BENCH_POOL_SIZE (connections per server process) as for `npm run bench`.
// With BENCH_ONLY_CHAT=1 it runs the chat workload on the cluster instead: the listeners'
// streams spread over both web processes (BENCH_CHAT_LISTENERS, default 1,000 here), the posts
// through nginx, so every message crosses processes by PostgreSQL's NOTIFY.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { repositoryRoot, startAppProcess } from '../../scripts/appProcess.ts';
import {
  createDatabase,
  databaseUrlOf,
  dropDatabase,
  missingClusterTools,
  startCluster,
} from '../../scripts/cluster.ts';
import { measureChat } from './chatWorkload.ts';
import { measureDirectScore, type DirectShape } from './directScoreWorkload.ts';
import { connections, durationSeconds, measure } from './measure.ts';
import { coresUsedDuring, inProcessGroups, runningCommand } from './processCpu.ts';
import { workloads } from './workloads.ts';

interface Target {
  url: string;
  /** Straight to PostgreSQL, for the ceiling. */
  databaseUrl: string;
  /** The server processes' groups (each server and the children it starts), for their CPU. */
  serverGroups: number[];
  stop(): Promise<void>;
}

interface Row {
  target: string;
  scoresPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Cores the server processes (and nginx, PgBouncer for the cluster) and PostgreSQL used. */
  serverCores: number;
  postgresCores: number;
  /** Scores a second per core of each: what one core of it serves at this load. */
  scoresPerServerCore: number;
  scoresPerPostgresCore: number;
}

interface CeilingRow {
  target: string;
  shape: string;
  perSecond: number;
  p99Ms: number;
  postgresCores: number;
  perPostgresCore: number;
  /** The server's scores/s as a share of this. */
  serverShare: string;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

const postgres = new URL(
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const poolSize = process.env.BENCH_POOL_SIZE || '10';
const serverEnv = {
  DATABASE_POOL_SIZE: poolSize,
  // A few players at full speed: a rate limit would measure itself.
  RATE_LIMIT_REQUESTS: '0',
  NODE_OPTIONS: '--max-semi-space-size=64',
};

async function startOneProcess(database: string): Promise<Target> {
  await createDatabase(postgres, database);
  const databaseUrl = databaseUrlOf(postgres, database, postgres.port || '5432');
  const server = await startAppProcess({
    // tsx itself, not npx: stopping it waits for the server to close its connections.
    command: resolve(repositoryRoot, 'node_modules/.bin/tsx'),
    args: ['packages/server/src/main.ts'],
    env: { ...serverEnv, DATABASE_URL: databaseUrl },
    inheritOutput: true,
  });
  return {
    url: server.baseURL,
    databaseUrl,
    serverGroups: [server.pid],
    stop: async () => {
      await server.stop();
      await dropDatabase(postgres, database);
    },
  };
}

async function startClusterTarget(database: string): Promise<Target> {
  const cluster = await startCluster({
    postgresUrl: postgres.href,
    database,
    dropDatabaseOnStop: true,
    env: serverEnv,
  });
  return {
    url: cluster.url,
    databaseUrl: cluster.directDatabaseUrl,
    serverGroups: [...cluster.webs, ...cluster.workers].map((process) => process.pid),
    stop: cluster.stop,
  };
}

async function benchOne(
  name: string,
  start: (database: string) => Promise<Target>,
): Promise<{ row: Row; ceilings: CeilingRow[] }> {
  const target = await start(`questlog_bench_${randomBytes(4).toString('hex')}`);
  try {
    const scoring = workloads.find((workload) => workload.prepare)!;
    const nextRequest = await scoring.prepare!(target.url);
    await measure(target.url, scoring, 2, nextRequest); // warm-up
    // nginx and PgBouncer count with the server: they are part of serving when present.
    const serving = inProcessGroups(target.serverGroups);
    const proxies = runningCommand('nginx', 'pgbouncer');
    const postgres = runningCommand('postgres');
    const { result: servedAndPostgres, cores: serverCores } = await coresUsedDuring(
      (process) => serving(process) || proxies(process),
      () =>
        coresUsedDuring(postgres, () => measure(target.url, scoring, durationSeconds, nextRequest)),
    );
    const { result: served, cores: postgresCores } = servedAndPostgres;
    const ceilings: CeilingRow[] = [];
    for (const shape of ['server', 'minimal'] as DirectShape[]) {
      const { result: ceiling, cores } = await coresUsedDuring(postgres, () =>
        measureDirectScore(
          target.databaseUrl,
          Number(poolSize),
          connections,
          durationSeconds,
          nextRequest,
          shape,
        ),
      );
      ceilings.push({
        target: name,
        shape: ceiling.workload,
        perSecond: ceiling.requestsPerSecond,
        p99Ms: ceiling.latencyP99Ms,
        postgresCores: round1(cores),
        perPostgresCore: Math.round(ceiling.requestsPerSecond / cores),
        serverShare: `${Math.round((served.requestsPerSecond / ceiling.requestsPerSecond) * 100)}%`,
      });
    }
    const row = {
      target: name,
      scoresPerSecond: served.requestsPerSecond,
      p50Ms: served.latencyP50Ms,
      p99Ms: served.latencyP99Ms,
      non2xx: served.non2xx,
      serverCores: round1(serverCores),
      postgresCores: round1(postgresCores),
      scoresPerServerCore: Math.round(served.requestsPerSecond / serverCores),
      scoresPerPostgresCore: Math.round(served.requestsPerSecond / postgresCores),
    };
    return { row, ceilings };
  } finally {
    await target.stop();
  }
}

async function benchChatOnCluster(): Promise<void> {
  process.env.BENCH_CHAT_LISTENERS ??= '1000';
  const cluster = await startCluster({
    postgresUrl: postgres.href,
    database: `questlog_bench_${randomBytes(4).toString('hex')}`,
    dropDatabaseOnStop: true,
    // The poster buys the guild with the debug route's gems.
    env: { ...serverEnv, DEBUG_ROUTES: '1' },
  });
  try {
    console.table([await measureChat(cluster.url, cluster.webUrls)]);
  } finally {
    await cluster.stop();
  }
}

export async function benchCluster(): Promise<void> {
  const missing = missingClusterTools();
  if (missing.length > 0) throw new Error(`The cluster bench needs ${missing.join(' and ')}`);
  if (process.env.BENCH_ONLY_CHAT) return benchChatOnCluster();
  const results = [
    await benchOne('one process (PostgreSQL straight)', startOneProcess),
    await benchOne('cluster (nginx, 2 web, PgBouncer)', startClusterTarget),
  ];
  console.log(
    `\nScoring, ${connections} connections, ${durationSeconds} s each, pool ${poolSize} per ` +
      'process; cores are CPU seconds per second of the processes (/proc), PostgreSQL all its processes',
  );
  console.table(results.map((result) => result.row));
  console.log('\nThe ceilings: statements straight from pg at the same concurrency');
  console.table(results.flatMap((result) => result.ceilings));
}
