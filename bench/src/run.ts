// `npm run bench`: starts the server, drives each workload with a fixed load and prints
// requests/s and p50/p99 latency. Figures go to bench/results/ as JSON too.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 50) set the load;
// BENCH_ONLY_SCORE=1 runs only the scoring workload (and its ceiling). BENCH_DATABASE_URL runs it on PostgreSQL (BENCH_POOL_SIZE connections), BENCH_PLAYERS sets how
// many players the scoring workload registers (default 32), BENCH_CRON_PLAYERS how many players
// the day-boundary workload crons (default 20); BENCH_ONLY_CRON=1 runs only that workload;
// BENCH_ONLY_CHAT=1 only the chat workload (BENCH_CHAT_LISTENERS, BENCH_CHAT_MESSAGES,
// BENCH_CHAT_RATE, see chatWorkload.ts). On PostgreSQL the scoring workload is followed by its
// ceiling: the same statements straight from pg (directScoreWorkload.ts) and the server's share.
// BENCH_SERVER_DIR starts the server from another checkout (an earlier commit, with its own
// node_modules), so a change is measured before and after by the same workloads.
// BENCH_CLUSTER=1 runs the scoring workload against one process and against the cluster of
// `npm run cluster`, side by side, each with its ceiling (clusterBench.ts); with BENCH_ONLY_CHAT=1,
// the chat workload on the cluster, 1,000 listeners spread over its two web processes.
// On PostgreSQL the statistics workload follows (statisticsWorkload.ts: five years of records for
// one player; the statistics reads and scoring with and without records); BENCH_ONLY_STATISTICS=1
// runs only it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startAppProcess } from '../../scripts/appProcess.ts';
import { measureChat } from './chatWorkload.ts';
import { measureCron } from './cronWorkload.ts';
import { measureDirectScore } from './directScoreWorkload.ts';
import { measureStatistics } from './statisticsWorkload.ts';
import { connections, durationSeconds, measure, type Figures } from './measure.ts';
import { workloads } from './workloads.ts';

// BENCH_CLUSTER=1: the scoring workload against the cluster and one process instead.
if (process.env.BENCH_CLUSTER) {
  await (await import('./clusterBench.ts')).benchCluster();
  process.exit(0);
}

// the bare API server in its own process, so the load generator does not share its event loop;
// in memory unless BENCH_DATABASE_URL points at PostgreSQL
const server = await startAppProcess({
  command: 'npx',
  args: ['tsx', 'packages/server/src/main.ts'],
  ...(process.env.BENCH_SERVER_DIR ? { cwd: resolve(process.env.BENCH_SERVER_DIR) } : {}),
  env: {
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '',
    // The cron workload moves each player's last cron back a day.
    DEBUG_ROUTES: 'true',
    // The load comes from a few players at full speed: a rate limit would measure itself.
    RATE_LIMIT_REQUESTS: '0',
    // As `npm start` runs it: a larger young generation means fewer scavenges per request.
    NODE_OPTIONS: '--max-semi-space-size=64',
  },
  inheritOutput: true,
});
try {
  const table: Figures[] = [];
  const onlyStatistics = Boolean(process.env.BENCH_ONLY_STATISTICS);
  const isOnlyOne = process.env.BENCH_ONLY_CRON || process.env.BENCH_ONLY_CHAT || onlyStatistics;
  const onlyScore = Boolean(process.env.BENCH_ONLY_SCORE);
  const chosen = workloads.filter((workload) => !onlyScore || workload.prepare);
  for (const workload of isOnlyOne ? [] : chosen) {
    const nextRequest = await workload.prepare?.(server.baseURL);
    // a short warm-up so the JIT and the database connection are settled before measuring
    await measure(server.baseURL, workload, 2, nextRequest);
    table.push(await measure(server.baseURL, workload, durationSeconds, nextRequest));
    if (nextRequest && process.env.BENCH_DATABASE_URL) {
      const served = table.at(-1)!.requestsPerSecond;
      for (const shape of ['server', 'minimal'] as const) {
        const direct = await measureDirectScore(
          process.env.BENCH_DATABASE_URL,
          Number(process.env.BENCH_POOL_SIZE || 10),
          connections,
          durationSeconds,
          nextRequest,
          shape,
        );
        const share = served / direct.requestsPerSecond;
        table.push({
          ...direct,
          workload: `${direct.workload} (server: ${Math.round(share * 100)}%)`,
          non2xx: 0,
        });
      }
    }
  }
  const database = process.env.BENCH_DATABASE_URL
    ? `PostgreSQL (pool ${process.env.BENCH_POOL_SIZE || 'default'})`
    : 'PGlite in memory';
  console.log(`\n${connections} connections, ${durationSeconds} s per workload, ${database}`);
  console.table(table);
  const cron =
    process.env.BENCH_ONLY_CHAT || onlyScore || onlyStatistics
      ? undefined
      : await measureCron(server.baseURL, Number(process.env.BENCH_CRON_PLAYERS ?? 20), server.pid);
  if (cron) {
    console.log('\nDay boundary, one request at a time:');
    console.table([cron]);
  }
  const chat =
    process.env.BENCH_ONLY_CRON || onlyScore || onlyStatistics
      ? undefined
      : await measureChat(server.baseURL);
  if (chat) {
    console.log('\nChat posted to one guild while its members listen live:');
    console.table([chat]);
  }
  const isStatisticsRun =
    process.env.BENCH_DATABASE_URL &&
    !onlyScore &&
    !process.env.BENCH_ONLY_CRON &&
    !process.env.BENCH_ONLY_CHAT;
  const statistics = isStatisticsRun
    ? await measureStatistics(server.baseURL, process.env.BENCH_DATABASE_URL!)
    : undefined;
  if (statistics) {
    console.log('\nStatistics of a player with five years of records, one request at a time:');
    console.table(statistics);
  }
  const resultsDir = resolve(import.meta.dirname, '../results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    resolve(resultsDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify(
      { database, connections, durationSeconds, table, cron, chat, statistics },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
