// `npm run cluster`: Questlog as a large installation runs it, on this machine's loopback for a
// trial: nginx (deploy/nginx.conf) in front of two web processes, one worker, PgBouncer in
// transaction mode (deploy/pgbouncer.ini) before the local PostgreSQL, LISTEN straight to it.
// Everything it writes goes in a temporary directory of its own; Ctrl-C stops it all.
// The cluster tests (cluster.test.ts) start the same thing with a database of their own.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort, repositoryRoot, startAppProcess, type AppProcess } from './appProcess.ts';

export const NGINX = '/usr/sbin/nginx';
export const PGBOUNCER = '/usr/sbin/pgbouncer';

/** What the cluster needs that this machine lacks (`apt-get install nginx pgbouncer`). */
export function missingClusterTools(): string[] {
  return [NGINX, PGBOUNCER].filter((path) => !existsSync(path));
}

export interface ClusterOptions {
  /** The local PostgreSQL, as a superuser that may create databases (trusted on loopback). */
  postgresUrl?: string;
  /** The cluster's database, created when missing. */
  database?: string;
  /** Drop the database when the cluster stops (the tests' own). */
  dropDatabaseOnStop?: boolean;
  webProcesses?: number;
  /** Worker processes (one by default; the tests run two, to show they share the outbox). */
  workers?: number;
  /** Show the processes' output (npm run cluster) rather than keep it for a failed start. */
  inheritOutput?: boolean;
  /** More settings for the web and worker processes (the tests': debug routes, local webhooks). */
  env?: Record<string, string>;
  /** The built web app (WEB_DIST, else packages/web/dist): the web processes' and nginx's. */
  webDist?: string;
}

/** One of the cluster's server processes, to stop or to kill (the tests kill them). */
export interface ClusterProcess {
  pid: number;
  /** SIGTERM: finishes what it holds, then exits. */
  stop(): Promise<void>;
  /** SIGKILL: gone at once, mid-request or mid-batch. */
  kill(): Promise<void>;
}

/** A live stream nginx passed on, read from its access log once the stream has ended. */
export interface LiveStreamServed {
  /** The player's id (x-api-user). */
  player: string;
  /** The web process's address that served it. */
  upstream: string;
}

export interface Cluster {
  /** nginx's address: what a browser or client uses. */
  url: string;
  /** Each web process's own address, past nginx (tests aim at one process). */
  webUrls: string[];
  webs: ClusterProcess[];
  workers: ClusterProcess[];
  /** The live streams that have ended so far, by player and web process (nginx's access log). */
  liveStreamsServed(): Promise<LiveStreamServed[]>;
  /** How many requests whose line holds `requestPart` the process at `host` answered (so far). */
  servedBy(host: string, requestPart: string): Promise<number>;
  /** PgBouncer's and PostgreSQL's addresses of the cluster's database. */
  databaseUrl: string;
  directDatabaseUrl: string;
  stop(): Promise<void>;
}

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const tsx = resolve(repositoryRoot, 'node_modules/.bin/tsx');
const serverMain = 'packages/server/src/main.ts';

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const missing = missingClusterTools();
  if (missing.length > 0) throw new Error(`The cluster needs ${missing.join(' and ')}`);
  const postgres = new URL(options.postgresUrl ?? DEFAULT_POSTGRES_URL);
  const database = options.database ?? 'questlog_cluster';
  const webDist =
    options.webDist ?? process.env.WEB_DIST ?? resolve(repositoryRoot, 'packages/web/dist');
  await createDatabase(postgres, database);

  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => undefined);
    stops.length = 0;
  };
  try {
    const prefix = await mkdtemp(join(tmpdir(), 'questlog-cluster-'));
    // nginx and PgBouncer drop from root to another user, which must still read their files,
    // and PgBouncer writes its pid file there after dropping.
    await chmod(prefix, 0o777);
    stops.push(() => rm(prefix, { recursive: true, force: true }));
    if (options.dropDatabaseOnStop) stops.push(() => dropDatabase(postgres, database));

    const directDatabaseUrl = databaseUrlOf(postgres, database, postgres.port || '5432');
    const bouncerPort = await freePort();
    stops.push(await startPgbouncer(prefix, postgres, database, bouncerPort, options));
    const databaseUrl = databaseUrlOf(postgres, database, String(bouncerPort));

    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_LISTEN_URL: directDatabaseUrl,
      DATABASE_PREPARED_STATEMENTS: 'off',
      // nginx is on loopback: its X-Forwarded-For names the client.
      TRUST_PROXY: '127.0.0.1',
      WEB_DIST: webDist,
      ...options.env,
    };
    // A worker first: it applies the migrations, which the other processes then find done.
    const firstWorker = await startWorkerProcess(env, options);
    stops.push(firstWorker.stop);
    const workers = [firstWorker];
    const otherWorkers = await Promise.allSettled(
      Array.from({ length: (options.workers ?? 1) - 1 }, () => startWorkerProcess(env, options)),
    );
    for (const started of otherWorkers) {
      if (started.status === 'fulfilled') {
        stops.push(started.value.stop);
        workers.push(started.value);
      }
    }
    const failed = otherWorkers.find((started) => started.status === 'rejected');
    if (failed) throw failed.reason;
    const webs: AppProcess[] = await Promise.all(
      Array.from({ length: options.webProcesses ?? 2 }, () =>
        startAppProcess({
          command: tsx,
          args: [serverMain],
          env: { ...env, SERVER_ROLE: 'web', LOG_LEVEL: 'warn' },
          inheritOutput: options.inheritOutput ?? false,
        }),
      ),
    );
    for (const web of webs) stops.push(web.stop);

    const nginxPort = await freePort();
    stops.push(await startNginx(prefix, nginxPort, webs, webDist));
    return {
      url: `http://127.0.0.1:${nginxPort}`,
      webUrls: webs.map((web) => web.baseURL),
      webs: webs.map((web) => ({
        pid: web.pid,
        stop: web.stop,
        kill: () => killGroup(web.pid, web.exited),
      })),
      workers,
      liveStreamsServed: () => readLiveStreams(join(prefix, 'access.log')),
      servedBy: async (host, requestPart) =>
        (await readAccessLog(join(prefix, 'access.log'))).filter(
          (line) => line.includes(requestPart) && line.includes(`upstream=${host}`),
        ).length,
      databaseUrl,
      directDatabaseUrl,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export function databaseUrlOf(postgres: URL, database: string, port: string): string {
  const url = new URL(postgres.href);
  url.port = port;
  url.pathname = `/${database}`;
  return url.href;
}

async function withAdmin<T>(postgres: URL, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgres.href });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(postgres: URL, database: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Not a database name: ${database}`);
  await withAdmin(postgres, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${database}`);
  });
}

export async function dropDatabase(postgres: URL, database: string): Promise<void> {
  await withAdmin(postgres, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  );
}

/** Fills deploy/<name>'s {{…}} values. */
async function deployFile(name: string, values: Record<string, string>): Promise<string> {
  const template = await readFile(resolve(repositoryRoot, 'deploy', name), 'utf8');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`deploy/${name}: no value for {{${key}}}`);
    return value;
  });
}

/** Root runs nginx's workers and PgBouncer as someone else: root for nginx, postgres for it. */
const isRoot = () => userInfo().uid === 0;

async function startPgbouncer(
  prefix: string,
  postgres: URL,
  database: string,
  port: number,
  options: ClusterOptions,
): Promise<() => Promise<void>> {
  const user = decodeURIComponent(postgres.username || 'postgres');
  const authFile = join(prefix, 'userlist.txt');
  await writeFile(authFile, `"${user}" ""\n`, { mode: 0o644 });
  const config = join(prefix, 'pgbouncer.ini');
  await writeFile(
    config,
    await deployFile('pgbouncer.ini', {
      DATABASE: database,
      POSTGRES_HOST: postgres.hostname,
      POSTGRES_PORT: postgres.port || '5432',
      LISTEN_ADDR: '127.0.0.1',
      LISTEN_PORT: String(port),
      AUTH_TYPE: 'trust',
      AUTH_FILE: authFile,
      USER: isRoot() ? 'postgres' : userInfo().username,
      PREFIX: prefix,
    }),
    { mode: 0o644 },
  );
  const child = spawnTool(PGBOUNCER, [config], options);
  const url = databaseUrlOf(postgres, database, String(port));
  await waitFor(child, 'PgBouncer', async () => {
    await withAdmin(new URL(url), (client) => client.query('SELECT 1'));
  });
  return () => stopTool(child);
}

async function startNginx(
  prefix: string,
  port: number,
  webs: AppProcess[],
  webDist: string,
): Promise<() => Promise<void>> {
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(join(prefix, dir), { recursive: true });
  }
  const config = join(prefix, 'nginx.conf');
  const servers = webs.map((web) => `    server ${new URL(web.baseURL).host};`).join('\n');
  await writeFile(
    config,
    await deployFile('nginx.conf', {
      USER: userInfo().username,
      PREFIX: prefix,
      LISTEN: `127.0.0.1:${port}`,
      WEB_SERVERS: servers,
      WEB_DIST: webDist,
    }),
  );
  const child = spawnTool(
    NGINX,
    ['-p', prefix, '-c', config, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
    {},
  );
  await waitFor(child, 'nginx', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v4/status`);
    if (!response.ok) throw new Error(`status ${response.status}`);
  });
  return () => stopTool(child);
}

async function startWorkerProcess(
  env: Record<string, string>,
  options: ClusterOptions,
): Promise<ClusterProcess> {
  const child = spawn(tsx, [serverMain], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env, SERVER_ROLE: 'worker', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const isRunning = new Promise<void>((resolveRunning, reject) => {
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (options.inheritOutput) process.stdout.write(text);
      if (text.includes('worker running')) resolveRunning();
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.once('exit', (code) =>
      reject(new Error(`the worker exited with ${code}\n${output.join('')}`)),
    );
  });
  await isRunning.catch(async (error: unknown) => {
    await stopTool(child);
    throw error;
  });
  const exited = new Promise<void>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit();
    else child.once('exit', () => resolveExit());
  });
  return {
    pid: child.pid ?? 0,
    stop: () => stopTool(child),
    kill: () => killGroup(child.pid ?? 0, exited),
  };
}

/** SIGKILL to the process's group (tsx and the node it starts), resolved once it has exited. */
async function killGroup(pid: number, exited: Promise<void>): Promise<void> {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    return; // gone already
  }
  await exited;
}

async function readAccessLog(accessLog: string): Promise<string[]> {
  return (await readFile(accessLog, 'utf8').catch(() => '')).split('\n');
}

/** nginx logs `"GET /api/v4/live…" … upstream=<address> player=<x-api-user>` as a stream ends. */
async function readLiveStreams(accessLog: string): Promise<LiveStreamServed[]> {
  return (await readAccessLog(accessLog))
    .filter((line) => line.includes('"GET /api/v4/live'))
    .flatMap((line) => {
      const found = /upstream=(\S+) player=(\S+)/.exec(line);
      return found && found[2] !== '-' ? [{ upstream: found[1]!, player: found[2]! }] : [];
    });
}

function spawnTool(command: string, args: string[], options: ClusterOptions): ChildProcess {
  return spawn(command, args, {
    stdio: options.inheritOutput ? ['ignore', 'inherit', 'inherit'] : 'ignore',
    detached: true, // its own process group, stopped as one
  });
}

/** Retries `check` until it passes; fails at once if the process exits. */
async function waitFor(child: ChildProcess, name: string, check: () => Promise<void>) {
  const deadline = Date.now() + 30_000;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      await check();
      return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
  }
  await stopTool(child);
  throw new Error(`${name} did not start within 30 s: ${String(lastError)}`);
}

async function stopTool(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await exited;
}

async function main(): Promise<void> {
  const missing = missingClusterTools();
  if (missing.length > 0) {
    console.error(
      `npm run cluster needs ${missing.join(' and ')}: apt-get install nginx pgbouncer`,
    );
    process.exit(1);
  }
  console.log('Starting PgBouncer, one worker, two web processes and nginx…');
  const cluster = await startCluster({ inheritOutput: true });
  console.log(
    `\nQuestlog cluster on ${cluster.url} (web processes: ${cluster.webUrls.join(', ')})`,
  );
  console.log(`Database: ${cluster.directDatabaseUrl}, through PgBouncer: ${cluster.databaseUrl}`);
  console.log('Ctrl-C stops it all.');
  let isStopping = false;
  const stop = () => {
    if (isStopping) return;
    isStopping = true;
    cluster.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  main().catch((error: unknown) => {
    console.error('The cluster failed to start:', error);
    process.exit(1);
  });
}
