// The cluster of issue 33 (`npm run cluster`: nginx, two web processes, PgBouncer in transaction
// mode; here two workers) on a database of its own: players on different web processes chat live,
// a score through one process is read by the other, the two workers deliver each event once,
// nginx passes the live stream unbuffered and the client's address on, and the social journey
// runs in Chromium through nginx with the two players' streams on different processes. Last, the
// kills: a web process killed mid-load loses no acknowledged write while the other serves on, and
// a worker killed mid-batch leaves its claims to be delivered once its lease has run out. Needs
// nginx, PgBouncer and PostgreSQL (TEST_DATABASE_URL), Chromium and the built web app for the
// journey; CI has them all, elsewhere what is missing is skipped with the reason printed.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAVERN_ID } from '@questlog/core';
import { repositoryRoot } from './appProcess.ts';
import { missingClusterTools, startCluster, type Cluster } from './cluster.ts';
import {
  call,
  openLiveStream,
  register,
  runJourney,
  startWebhookReceiver,
  startWorkerInProcess,
  waitUntil,
  LEASE_PASSED_MS,
  type Player,
} from './clusterTestKit.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const redisUrl = process.env.TEST_REDIS_URL;
const missing = missingClusterTools();
const skipReason = !postgresUrl
  ? 'TEST_DATABASE_URL is not set'
  : missing.length > 0
    ? `${missing.join(' and ')} missing (apt-get install nginx pgbouncer)`
    : undefined;
if (skipReason) console.warn(`Skipping the cluster tests: ${skipReason}`);

const webDist = process.env.WEB_DIST ?? resolve(repositoryRoot, 'packages/web/dist');
// npm test builds the web app before this stage; a checkout without a build skips the journey.
const journeySkipReason = !existsSync(resolve(webDist, 'index.html'))
  ? `no web app built in ${webDist}`
  : !existsSync(CHROMIUM)
    ? `${CHROMIUM} missing`
    : undefined;
if (!skipReason && journeySkipReason) {
  console.warn(`Skipping the social journey through the cluster: ${journeySkipReason}`);
}

/** A documentation address of its own, so a rerun within the window (Redis keeps it) starts afresh. */
const randomAddress = () =>
  `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

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
        webDist,
        // The journey's debug calls (gems); webhooks to the test's receiver on loopback; the
        // limits in Redis when there is one to test.
        env: {
          DEBUG_ROUTES: 'true',
          WEBHOOK_ALLOW_PRIVATE: '1',
          ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        },
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
      const [address, otherAddress] = [randomAddress(), randomAddress()];
      const first = await fetch(`${cluster.url}/api/v4/status`, {
        headers: { 'x-forwarded-for': address },
      });
      const again = await fetch(`${cluster.url}/api/v4/status`, {
        headers: { 'x-forwarded-for': address },
      });
      const other = await fetch(`${cluster.url}/api/v4/status`, {
        headers: { 'x-forwarded-for': otherAddress },
      });
      expect(first.headers.get('x-ratelimit-limit')).toBe('600');
      const remaining = (response: Response) =>
        Number(response.headers.get('x-ratelimit-remaining'));
      // Two points each anonymous call; the second address has a budget of its own.
      expect(remaining(first) - remaining(again)).toBe(2);
      expect(remaining(other)).toBe(remaining(first));
    });

    it(`spends one budget across both web processes${redisUrl ? ', counted in Redis' : ''}`, async () => {
      // 600 points a minute, 2 an anonymous call: 300 calls for one address over A and B.
      const address = randomAddress();
      const statuses: number[] = [];
      const calls = Array.from({ length: 310 }, (_, index) => cluster.webUrls[index % 2]!);
      const callNext = async (): Promise<void> => {
        const webUrl = calls.shift();
        if (!webUrl) return;
        const response = await fetch(`${webUrl}/api/v4/status`, {
          headers: { 'x-forwarded-for': address },
        });
        statuses.push(response.status);
        return callNext();
      };
      await Promise.all(Array.from({ length: 20 }, callNext));
      expect(statuses.filter((status) => status === 200)).toHaveLength(300);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    });

    const assets = resolve(webDist, 'assets');
    it.skipIf(!existsSync(assets))(
      'serves the hashed assets itself, compressed and cached',
      async () => {
        // The largest script: nginx leaves files under 1 KiB uncompressed.
        const [script] = readdirSync(assets)
          .filter((name) => name.endsWith('.js'))
          .sort((a, b) => statSync(resolve(assets, b)).size - statSync(resolve(assets, a)).size);
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
        await waitUntil('the worker to deliver every event', async () => (await pending()) === 0);
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

    it.skipIf(journeySkipReason !== undefined)(
      "runs the social journey in Chromium through nginx, the two players' streams on different processes",
      async () => {
        const before = (await cluster.liveStreamsServed()).length;
        const journey = await runJourney('journeys/social.test.ts', cluster.url);
        expect(journey.code, journey.output).toBe(0);

        // nginx logs a stream as it ends: the browser has closed them all, nginx may lag a little.
        const journeyStreams = async () => (await cluster.liveStreamsServed()).slice(before);
        await waitUntil('both players’ streams in nginx’s log', async () => {
          const players = new Set((await journeyStreams()).map((stream) => stream.player));
          return players.size >= 2;
        });
        const processesOf = new Map<string, Set<string>>();
        for (const { player, upstream } of await journeyStreams()) {
          processesOf.set(player, (processesOf.get(player) ?? new Set()).add(upstream));
        }
        const [founder, friend] = [...processesOf.values()].map((processes) => [...processes]);
        expect(processesOf.size).toBe(2);
        // Each player's streams (one per page load) all on one process, the two on different ones.
        expect(founder).toHaveLength(1);
        expect(friend).toHaveLength(1);
        expect(cluster.webUrls.map((url) => new URL(url).host).sort()).toEqual(
          [founder![0], friend![0]].sort(),
        );
      },
      120_000,
    );

    it('loses no acknowledged score when a web process is killed mid-load, and serves on', async () => {
      const players = await Promise.all(Array.from({ length: 6 }, () => register(cluster.url)));
      const todos = (
        await Promise.all(
          players.map(async (player) => {
            const created = await call<{ id: string }[]>(
              cluster.url,
              player,
              'POST',
              '/tasks/user',
              Array.from({ length: 8 }, (_, index) => ({ type: 'todo', text: `Todo ${index}` })),
            );
            return created.map((todo) => ({ player, id: todo.id }));
          }),
        )
      ).flat();

      // Eight scores in flight at a time through nginx; process A is killed once 12 are answered.
      const IN_FLIGHT = 8;
      const statuses = new Map<string, number>();
      let killed: Promise<void> | undefined;
      const queue = [...todos];
      const scoreNext = async (): Promise<void> => {
        const todo = queue.shift();
        if (!todo) return;
        const response = await fetch(`${cluster.url}/api/v4/tasks/${todo.id}/score/up`, {
          method: 'POST',
          headers: todo.player.headers,
        });
        statuses.set(todo.id, response.status);
        if (statuses.size === 12) killed = cluster.webs[0]!.kill();
        // The others carry on with what they have in flight; new scores once A is gone.
        await killed;
        return scoreNext();
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, scoreNext));

      const answered = [...statuses.values()];
      // A score cut off inside process A is refused (502: nginx never resends a POST); at most
      // those in flight at the kill. Every other one went to B, at once or after A refused it.
      expect(answered.filter((status) => status !== 200 && status !== 502)).toEqual([]);
      expect(answered.filter((status) => status === 200).length).toBeGreaterThanOrEqual(
        todos.length - IN_FLIGHT,
      );
      // Every acknowledged score is in the database, read back through the process still up.
      const completed = new Set(
        (
          await Promise.all(
            players.map((player) =>
              call<{ id: string }[]>(processB, player, 'GET', '/tasks/user?type=completedTodos'),
            ),
          )
        )
          .flat()
          .map((todo) => todo.id),
      );
      const acknowledged = todos.filter((todo) => statuses.get(todo.id) === 200);
      expect(acknowledged.filter((todo) => !completed.has(todo.id))).toEqual([]);
      // A served part of the load before it died; nginx serves on without it.
      const hostOfA = new URL(processA).host;
      expect(await cluster.servedBy(hostOfA, '/score/up')).toBeGreaterThan(0);
      const after = await Promise.all(
        players.map((player) => fetch(`${cluster.url}/api/v4/user`, { headers: player.headers })),
      );
      expect(after.map((response) => response.status)).toEqual(players.map(() => 200));
    });

    it('delivers a killed worker’s batch again only after its lease, with the same delivery ids', async () => {
      const receiver = await startWebhookReceiver();
      const db = new pg.Client({ connectionString: cluster.directDatabaseUrl });
      await db.connect();
      let restarted: Awaited<ReturnType<typeof startWorkerInProcess>> | undefined;
      try {
        // One worker process left, to kill while the receiver holds its batch.
        await cluster.workers[1]!.stop();
        // Six players hear the Tavern: one post is fanned out to six deliveries in one
        // transaction, which the worker claims as one batch and sends at once.
        const players = await Promise.all(Array.from({ length: 6 }, () => register(cluster.url)));
        for (const player of players) {
          await call(cluster.url, player, 'POST', '/user/webhook', {
            url: receiver.url,
            type: 'groupChatReceived',
            options: { groupId: TAVERN_ID },
          });
        }
        const post = (player: Player, message: string) =>
          call(cluster.url, player, 'POST', '/groups/habitrpg/chat', { message });
        const ids = players.map((player) => player.id);
        const deliveriesNow = async () =>
          (
            await db.query<{ id: string; done: boolean; by: string | null }>(
              `SELECT payload->>'deliveryId' AS id, done_at IS NOT NULL AS done, locked_by AS by
               FROM events WHERE type = 'webhook.delivery' AND user_id = ANY($1::uuid[])`,
              [ids],
            )
          ).rows;
        await post(players[0]!, 'Who is listening?');
        await waitUntil('the fan-out', async () => (await deliveriesNow()).length === 6);
        await receiver.whenHolding();
        await cluster.workers[0]!.kill();
        const heldAtKill = receiver.heldIds();
        receiver.release();

        // The worker restarted, here in the test's process so that its clock can be moved. A new
        // post's deliveries go out at once; the dead worker's claims hold until their lease ends.
        restarted = await startWorkerInProcess(cluster);
        await post(players[1]!, 'Still here.');
        await restarted.app.events.settle();
        const deliveries = await deliveriesNow();
        const claimedByDead = deliveries.filter((delivery) => !delivery.done);
        const sentBeforeLease = new Map(receiver.received);
        const timesOf = (id: string) => receiver.received.get(id) ?? 0;
        expect(deliveries).toHaveLength(12);
        expect(new Set(claimedByDead.map((delivery) => delivery.by)).size).toBe(1);
        expect(heldAtKill.filter((id) => !claimedByDead.some((held) => held.id === id))).toEqual(
          [],
        );
        // Delivered ones once; the dead worker's claims at most the once it sent them itself.
        expect(deliveries.map((delivery) => (delivery.done ? timesOf(delivery.id) : 1))).toEqual(
          deliveries.map(() => 1),
        );
        expect(claimedByDead.filter((delivery) => timesOf(delivery.id) > 1)).toEqual([]);

        // Past the lease the claims are free: each delivered once more under the same delivery
        // id (so twice for those the dead worker had sent), nothing else again.
        restarted.clock.jump(LEASE_PASSED_MS);
        await restarted.app.events.settle();
        expect((await deliveriesNow()).filter((delivery) => !delivery.done)).toEqual([]);
        expect(deliveries.map((delivery) => timesOf(delivery.id))).toEqual(
          deliveries.map((delivery) =>
            delivery.done ? 1 : (sentBeforeLease.get(delivery.id) ?? 0) + 1,
          ),
        );
        expect(heldAtKill.map(timesOf)).toEqual(heldAtKill.map(() => 2));
        expect(receiver.received.size).toBe(12);
      } finally {
        await restarted?.close();
        await db.end();
        await receiver.close();
      }
    });
  },
);
