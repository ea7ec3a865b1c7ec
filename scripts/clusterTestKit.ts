// What the cluster tests (cluster.test.ts) do to the cluster: players over HTTP, live streams,
// a webhook receiver that can hold deliveries, the social journey run against nginx, and waiting
// for a real process's work (a process's clock is its own: the tests wait for the thing itself).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/openDatabase.ts';
import { createFixedClock } from '../packages/server/src/services/clock.ts';
import { repositoryRoot } from './appProcess.ts';
import type { Cluster } from './cluster.ts';

export interface Player {
  id: string;
  headers: Record<string, string>;
}

const json = { 'content-type': 'application/json' };

export async function register(baseUrl: string): Promise<Player> {
  const username = `cluster_${randomBytes(4).toString('hex')}`;
  const password = 'correct horse battery';
  const response = await fetch(`${baseUrl}/api/v4/user/auth/local/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password,
      confirmPassword: password,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; apiToken: string } };
  return { id: data.id, headers: { 'x-api-user': data.id, 'x-api-key': data.apiToken } };
}

/** One API call that must succeed; answers its data. */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  player: Player,
  method: string,
  path: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v4${path}`, {
    method,
    headers: { ...player.headers, ...(body ? json : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** Reads a live stream as it comes; resolves once its text holds `expected`. */
export async function openLiveStream(baseUrl: string, player: Player) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v4/live`, {
    headers: player.headers,
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    async waitFor(expected: string): Promise<string> {
      while (!text.includes(expected)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before "${expected}"`);
        text += decoder.decode(value, { stream: true });
      }
      return text;
    },
    close: () => controller.abort(),
  };
}

/** Checks `isDone` every 100 ms until it holds (a real process works on its own time). */
export async function waitUntil(what: string, isDone: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
  }
}

/**
 * A webhook receiver on loopback that counts deliveries by their delivery id. While holding, it
 * answers none of them (a worker's batch stays in flight); released, it answers each at once.
 */
export async function startWebhookReceiver() {
  const received = new Map<string, number>();
  const held: { id: string; response: ServerResponse }[] = [];
  let isHolding = true;
  let onHeld: (() => void) | undefined;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = String(request.headers['x-questlog-delivery']);
      received.set(id, (received.get(id) ?? 0) + 1);
      if (!isHolding) {
        response.end('ok');
        return;
      }
      held.push({ id, response });
      onHeld?.();
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    heldIds: () => held.map((delivery) => delivery.id),
    whenHolding: () =>
      new Promise<void>((resolveHeld) => {
        if (held.length > 0) resolveHeld();
        else onHeld = resolveHeld;
      }),
    /** Answers from now on (what it held went with the process that sent it). */
    release() {
      isHolding = false;
      for (const { response } of held) response.end('ok');
    },
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}

/**
 * Runs one end-to-end journey file (e2e/journeys/…) in Chromium against `baseURL`, unchanged:
 * the e2e suite's set-up uses E2E_BASE_URL instead of starting an app.
 */
export async function runJourney(file: string, baseURL: string) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  const child = spawn(
    resolve(repositoryRoot, 'node_modules/.bin/vitest'),
    ['run', '--config', 'e2e/vitest.config.ts', file],
    {
      cwd: repositoryRoot,
      env: { ...env, E2E_BASE_URL: baseURL, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise<number>((resolveExit) =>
    child.once('exit', (exitCode) => resolveExit(exitCode ?? 1)),
  );
  return { code, output: output.join('') };
}

/** Longer than any outbox lane's lease (the webhooks': their timeout and 30 s). */
export const LEASE_PASSED_MS = 10 * 60_000;

/**
 * A worker like the cluster's (SERVER_ROLE=worker, through PgBouncer, LISTEN direct), run in the
 * test's process on a clock the test moves: how a dead worker's leases are made to run out
 * without waiting for them.
 */
export async function startWorkerInProcess(
  cluster: Pick<Cluster, 'databaseUrl' | 'directDatabaseUrl'>,
) {
  const config = loadConfig({
    DATABASE_URL: cluster.databaseUrl,
    DATABASE_LISTEN_URL: cluster.directDatabaseUrl,
    DATABASE_PREPARED_STATEMENTS: 'off',
    SERVER_ROLE: 'worker',
    WEBHOOK_ALLOW_PRIVATE: '1',
    LOG_LEVEL: 'silent',
  });
  const db = await openDatabase(config);
  const clock = createFixedClock(new Date());
  const app = buildApp({ db, config, logger: false, runEventWorker: true, eventClock: clock });
  await app.ready();
  return {
    app,
    clock,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
