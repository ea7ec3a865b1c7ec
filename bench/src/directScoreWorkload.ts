// The ceiling for the scoring workload (issue 14.3): the same two statements a score sends —
// authentication's read of the token, the player, its notifications and the task, then the
// version-checked write of the player's stats and quest progress with the task — run straight
// from a `pg` pool at the same concurrency, with no HTTP, no framework and no game rules.
// The server's scores/s divided by this figure is the share of the database's capacity it reaches.
// The second shape, `minimal`, is the least a score could be: a transaction that locks the
// player's row, reads the task, updates the task and the player, and commits (5 round trips).
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { FixedRequest } from './workloads.ts';

export interface DirectFigures {
  workload: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
}

// The statements as authentication and the score's version bump send them (authenticate.ts,
// taskScorer.ts), with the server's parameters; only the game rules between them are left out.
const READ = `
  WITH touched_token AS (
    UPDATE api_tokens SET last_used_at = now()
    WHERE token_hash = $1 AND user_id = $2
      AND last_used_at < now() - interval '1 hour'
      AND last_used_at > now() - make_interval(days => $3))
  SELECT u.*, (SELECT group_id FROM group_members m WHERE m.user_id = u.id
      AND m.group_type = 'party') AS party_id,
    EXISTS (SELECT 1 FROM webhooks w WHERE w.user_id = u.id AND w.enabled) AS has_webhooks,
    (SELECT row_to_json(pt) FROM tasks pt WHERE pt.user_id = u.id AND pt.id = $4::uuid) AS task,
    u.version, c.blocked,
    (SELECT coalesce(json_agg(json_build_object('id', n.id, 'type', n.type, 'data', n.data,
      'seen', n.seen) ORDER BY n.created_at, n.seq), '[]'::json)
      FROM notifications n WHERE n.user_id = u.id) AS notifications, u.last_cron,
    jsonb_build_object('dayStart', u.preferences->'dayStart',
      'timezoneOffset', u.preferences->'timezoneOffset',
      'timezoneOffsetAtLastCron', u.preferences->'timezoneOffsetAtLastCron') AS day
  FROM api_tokens t
    JOIN users u ON u.id = t.user_id
    LEFT JOIN credentials c ON c.user_id = u.id
  WHERE t.token_hash = $1 AND t.user_id = $2 AND t.last_used_at > now() - make_interval(days => $3)`;

const WRITE = `
  WITH bumped AS (
    UPDATE users SET version = version + 1, updated_at = $2, stats = $3, party = $4
    WHERE id = $1 AND version = $5 RETURNING version),
  w0 AS (
    UPDATE tasks SET value = $8, details = $9, updated_at = $10 FROM bumped
    WHERE tasks.id = $6 AND user_id = $7)
  SELECT version FROM bumped`;

interface ScoreRead {
  version: number;
  stats: { exp: number; gp: number };
  party: { quest?: { progress?: { up?: number } } };
  task: { id: string; value: number; details: Record<string, unknown> };
}

export type DirectShape = 'server' | 'minimal';

const SHAPE_NAMES: Record<DirectShape, string> = {
  server: "the server's statements straight from pg",
  minimal: 'the minimal score transaction straight from pg',
};

/** Runs the shape's statements for `seconds` from `connections` workers over a `poolSize` pool. */
export async function measureDirectScore(
  databaseUrl: string,
  poolSize: number,
  connections: number,
  seconds: number,
  nextRequest: () => FixedRequest,
  shape: DirectShape = 'server',
): Promise<DirectFigures> {
  const scoreOnce = shape === 'server' ? serverScoreOnce : minimalScoreOnce;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        await scoreOnce(pool, nextRequest());
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.floor(share * (latencies.length - 1))]!);
  return {
    workload: SHAPE_NAMES[shape],
    requestsPerSecond: Math.round(latencies.length / seconds),
    latencyP50Ms: at(0.5),
    latencyP99Ms: at(0.99),
    errors,
  };
}

async function serverScoreOnce(pool: pg.Pool, request: FixedRequest): Promise<void> {
  const userId = request.headers!['x-api-user']!;
  const tokenHash = createHash('sha256').update(request.headers!['x-api-key']!).digest();
  const taskId = request.path.split('/')[4]!;
  const { rows } = await pool.query<ScoreRead>({
    name: 'direct-read',
    text: READ,
    values: [tokenHash, userId, 365, taskId],
  });
  const read = rows[0];
  if (!read) throw new Error('player not found');
  const stats = { ...read.stats, exp: read.stats.exp + 1, gp: read.stats.gp + 1 };
  const up = (read.party.quest?.progress?.up ?? 0) + 1;
  const party = {
    ...read.party,
    quest: { ...read.party.quest, progress: { ...read.party.quest?.progress, up } },
  };
  const details = { ...read.task.details, history: [] };
  const now = new Date();
  await pool.query({
    name: 'direct-write',
    text: WRITE,
    values: [
      userId,
      now,
      stats,
      party,
      read.version,
      taskId,
      userId,
      read.task.value + 1,
      details,
      now,
    ],
  });
}

/** Lock the player, read the task, write both, commit: one transaction on one connection. */
async function minimalScoreOnce(pool: pg.Pool, request: FixedRequest): Promise<void> {
  const userId = request.headers!['x-api-user']!;
  const taskId = request.path.split('/')[4]!;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const player = await client.query<{ stats: { exp: number; gp: number } }>({
      name: 'minimal-lock',
      text: 'SELECT stats FROM users WHERE id = $1 FOR UPDATE',
      values: [userId],
    });
    const task = await client.query<{ value: number }>({
      name: 'minimal-task',
      text: 'SELECT value FROM tasks WHERE id = $1 AND user_id = $2',
      values: [taskId, userId],
    });
    const stats = player.rows[0]!.stats;
    await client.query({
      name: 'minimal-task-write',
      text: 'UPDATE tasks SET value = $3, updated_at = now() WHERE id = $1 AND user_id = $2',
      values: [taskId, userId, task.rows[0]!.value + 1],
    });
    await client.query({
      name: 'minimal-player-write',
      text: 'UPDATE users SET stats = $2, version = version + 1, updated_at = now() WHERE id = $1',
      values: [userId, { ...stats, exp: stats.exp + 1, gp: stats.gp + 1 }],
    });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
