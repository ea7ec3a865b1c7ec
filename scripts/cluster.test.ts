// The cluster of issue 33 (`npm run cluster`: nginx, two web processes, PgBouncer in transaction
// mode; here two workers) on a database of its own: players on different web processes chat live,
// a score through one process is read by the other, the two workers deliver each event once, and
// nginx passes the live stream unbuffered and the client's address on. Needs nginx, PgBouncer
// and PostgreSQL (TEST_DATABASE_URL); CI installs them, elsewhere the file is skipped.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from './appProcess.ts';
import { missingClusterTools, startCluster, type Cluster } from './cluster.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const missing = missingClusterTools();
const skipReason = !postgresUrl
  ? 'TEST_DATABASE_URL is not set'
  : missing.length > 0
    ? `${missing.join(' and ')} missing (apt-get install nginx pgbouncer)`
    : undefined;
if (skipReason) console.warn(`Skipping the cluster tests: ${skipReason}`);

interface Player {
  id: string;
  headers: Record<string, string>;
}

const json = { 'content-type': 'application/json' };

async function register(baseUrl: string): Promise<Player> {
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

async function call(baseUrl: string, player: Player, method: string, path: string, body?: object) {
  const response = await fetch(`${baseUrl}/api/v4${path}`, {
    method,
    headers: { ...player.headers, ...(body ? json : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** Reads a live stream as it comes; resolves once its text holds `expected`. */
async function openLiveStream(baseUrl: string, player: Player) {
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

describe.skipIf(skipReason !== undefined)(
  'the cluster: nginx, PgBouncer, two web processes and two workers',
  () => {
    let cluster: Cluster;
    let processA: string;
    let processB: string;

    beforeAll(async () => {
      cluster = await startCluster({
        postgresUrl,
        database: `questlog_cluster_${randomBytes(4).toString('hex')}`,
        dropDatabaseOnStop: true,
        workers: 2,
      });
      [processA = '', processB = ''] = cluster.webUrls;
    }, 180_000);
    afterAll(async () => {
      await cluster?.stop();
    }, 60_000);

    it('delivers a chat message posted through process A live to streams on B and through nginx', async () => {
      const ada = await register(processA);
      const bob = await register(processB);
      const cleo = await register(cluster.url);
      const onB = await openLiveStream(processB, bob);
      const throughNginx = await openLiveStream(cluster.url, cleo);
      try {
        const message = `hello from A ${randomBytes(4).toString('hex')}`;
        await call(processA, ada, 'POST', '/groups/habitrpg/chat', { message });

        expect(await onB.waitFor(message)).toContain('chat.messagePosted');
        expect(await throughNginx.waitFor(message)).toContain('chat.messagePosted');
      } finally {
        onB.close();
        throughNginx.close();
      }
    });

    it("shows a score made through process A in process B's next read", async () => {
      const ada = await register(processA);
      const habit = await call(processA, ada, 'POST', '/tasks/user', {
        type: 'habit',
        text: 'Drink water',
      });
      const scored = await call(processA, ada, 'POST', `/tasks/${String(habit.id)}/score/up`);

      const user = await call(processB, ada, 'GET', '/user');
      const task = await call(processB, ada, 'GET', `/tasks/${String(habit.id)}`);
      expect((user.stats as { gp: number }).gp).toBe(scored.gp);
      expect((user.stats as { exp: number }).exp).toBe(scored.exp);
      expect(task.value).toBeGreaterThan(0);
    });

    it('counts the client behind nginx, not nginx, against the general limit (on in production)', async () => {
      const first = await fetch(`${cluster.url}/api/v4/status`, {
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      const again = await fetch(`${cluster.url}/api/v4/status`, {
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      const other = await fetch(`${cluster.url}/api/v4/status`, {
        headers: { 'x-forwarded-for': '198.51.100.8' },
      });
      expect(first.headers.get('x-ratelimit-limit')).toBe('600');
      const remaining = (response: Response) =>
        Number(response.headers.get('x-ratelimit-remaining'));
      // Two points each anonymous call; the second address has a budget of its own.
      expect(remaining(first) - remaining(again)).toBe(2);
      expect(remaining(other)).toBe(remaining(first));
    });

    // npm test builds the web app after this stage: on a fresh checkout there is none yet.
    const assets = resolve(repositoryRoot, 'packages/web/dist/assets');
    it.skipIf(!existsSync(assets))(
      'serves the hashed assets itself, compressed and cached',
      async () => {
        const script = readdirSync(assets).find((name) => name.endsWith('.js'));
        const response = await fetch(`${cluster.url}/assets/${script}`, {
          headers: { 'accept-encoding': 'gzip' },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('content-encoding')).toBe('gzip');
      },
    );

    it('has the two workers deliver every recorded event once', async () => {
      const players = await Promise.all(Array.from({ length: 12 }, () => register(cluster.url)));
      // Events recorded at once through both web processes, for both workers to claim (two
      // posts each: the Tavern refuses a third within a minute).
      await Promise.all(
        players.flatMap((player, index) =>
          Array.from({ length: 2 }, (_, post) =>
            call(cluster.webUrls[index % 2]!, player, 'POST', '/groups/habitrpg/chat', {
              message: `post ${post} of player ${index}`,
            }),
          ),
        ),
      );
      const db = new pg.Client({ connectionString: cluster.directDatabaseUrl });
      await db.connect();
      try {
        const pending = async () =>
          (
            await db.query<{ count: number }>(
              'SELECT count(*)::int AS count FROM events WHERE done_at IS NULL',
            )
          ).rows[0]!.count;
        // The worker runs on its own: wait for it (a real process, not a clock a test can move).
        const deadline = Date.now() + 20_000;
        while ((await pending()) > 0 && Date.now() < deadline) {
          await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
        }
        // attempts counts claims: 1 means one worker took it, once, and delivered it.
        const { rows } = await db.query<{ total: number; done: number; once: number }>(
          `SELECT count(*)::int AS total, count(done_at)::int AS done,
           count(*) FILTER (WHERE attempts = 1)::int AS once FROM events`,
        );
        expect(rows[0]!.total).toBeGreaterThan(24);
        expect(rows[0]).toEqual({
          total: rows[0]!.total,
          done: rows[0]!.total,
          once: rows[0]!.total,
        });
      } finally {
        await db.end();
      }
    });
  },
);
