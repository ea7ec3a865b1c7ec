// The day-boundary workload (issue 5): players with 100 dailies and 50 habits each; for every
// player the last cron is set back a day (POST /debug/set-cron) and POST /cron is timed alone,
// one request in flight, so the figure is the server's time per cron plus a local round trip.
// Given the server's process group, each cron's server CPU time is read from /proc around it too
// (10 ms ticks, so the mean over many crons is the figure to read, not one cron's).
import { performance } from 'node:perf_hooks';
import { post, registerBenchPlayer } from './benchApi.ts';
import { cpuSecondsSince, inProcessGroups, runningCommand, snapshot } from './processCpu.ts';

const DAILIES = 100;
const HABITS = 50;
const WARM_UP_PLAYERS = 5;

export interface CronFigures {
  workload: string;
  crons: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  /** Mean CPU of the server process and of PostgreSQL per cron, when the server's group is known. */
  serverCpuMs?: number;
  postgresCpuMs?: number;
}

export async function measureCron(
  baseURL: string,
  players: number,
  serverGroup?: number,
): Promise<CronFigures> {
  const server = inProcessGroups(serverGroup === undefined ? [] : [serverGroup]);
  const postgres = runningCommand('postgres');
  let serverCpu = 0;
  let postgresCpu = 0;
  const run = Date.now().toString(36);
  const accounts = [];
  for (let index = 0; index < WARM_UP_PLAYERS + players; index += 1) {
    accounts.push(await preparePlayer(baseURL, `c${run}_${index}`));
  }
  const timings: number[] = [];
  // A player's day runs once (the cron_runs record), so each player is cronned once; the first
  // few warm the code paths up and are not counted.
  for (const [index, headers] of accounts.entries()) {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await post(baseURL, '/api/v4/debug/set-cron', { lastCron: yesterday }, headers);
    const [serverBefore, postgresBefore] = [snapshot(server), snapshot(postgres)];
    const started = performance.now();
    await post(baseURL, '/api/v4/cron', undefined, headers);
    if (index < WARM_UP_PLAYERS) continue;
    timings.push(performance.now() - started);
    serverCpu += cpuSecondsSince(serverBefore, server);
    postgresCpu += cpuSecondsSince(postgresBefore, postgres);
  }
  timings.sort((a, b) => a - b);
  const at = (share: number) =>
    timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
  return {
    workload: `cron (${DAILIES} dailies + ${HABITS} habits each)`,
    crons: timings.length,
    meanMs: round1(timings.reduce((sum, ms) => sum + ms, 0) / timings.length),
    p50Ms: round1(at(0.5)),
    p99Ms: round1(at(0.99)),
    ...(serverGroup === undefined
      ? {}
      : {
          serverCpuMs: round1((serverCpu * 1000) / timings.length),
          postgresCpuMs: round1((postgresCpu * 1000) / timings.length),
        }),
  };
}

async function preparePlayer(baseURL: string, username: string): Promise<Record<string, string>> {
  const headers = await registerBenchPlayer(baseURL, username);
  const dailies = Array.from({ length: DAILIES }, (_, index) => ({
    type: 'daily',
    text: `Bench daily ${index + 1}`,
    startDate: '2026-01-01T00:00:00.000Z',
    checklist: index % 4 === 0 ? [{ text: 'one' }, { text: 'two' }] : [],
  }));
  const habits = Array.from({ length: HABITS }, (_, index) => ({
    type: 'habit',
    text: `Bench habit ${index + 1}`,
    up: index % 3 !== 0,
  }));
  // At most 100 tasks a request.
  await post(baseURL, '/api/v4/tasks/user', dailies, headers);
  await post(baseURL, '/api/v4/tasks/user', habits, headers);
  return headers;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
