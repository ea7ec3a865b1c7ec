// The ceiling for the scoring workload (issue 14.3): the same two statements a score sends —
// authentication's read of the token, the player, its notifications and the task, then the
// version-checked write of the player's stats and quest progress with the task — run straight
// from a `pg` pool at the same concurrency, with no HTTP, no framework and no game rules.
// The server's scores/s divided by this figure is the share of the database's capacity it reaches.
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

const READ = `
  WITH touched_token AS (
    UPDATE api_tokens SET last_used_at = now()
    WHERE token_hash = $1 AND user_id = $2 AND last_used_at < now() - interval '1 hour')
  SELECT u.*, c.blocked,
    (SELECT coalesce(json_agg(n.data), '[]'::json) FROM notifications n WHERE n.user_id = u.id)
      AS notifications,
    (SELECT row_to_json(pt) FROM tasks pt WHERE pt.user_id = u.id AND pt.id = $3::uuid) AS task
  FROM api_tokens t
    JOIN users u ON u.id = t.user_id
    LEFT JOIN credentials c ON c.user_id = u.id
  WHERE t.token_hash = $1 AND t.user_id = $2`;

const WRITE = `
  WITH bumped AS (
    UPDATE users SET version = version + 1, updated_at = now(), stats = $3, party = $4
    WHERE id = $1 AND version = $2 RETURNING version)
  UPDATE tasks SET value = $6, details = $7, updated_at = now()
  FROM bumped WHERE tasks.id = $5 AND tasks.user_id = $1
  RETURNING (SELECT version FROM bumped)`;

interface ScoreRead {
  version: number;
  stats: { exp: number; gp: number };
  party: { quest?: { progress?: { up?: number } } };
  task: { id: string; value: number; details: Record<string, unknown> };
}

/** Runs the two statements for `seconds` from `connections` workers over a pool of `poolSize`. */
export async function measureDirectScore(
  databaseUrl: string,
  poolSize: number,
  connections: number,
  seconds: number,
  nextRequest: () => FixedRequest,
): Promise<DirectFigures> {
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
    workload: 'the same score, SQL straight from pg',
    requestsPerSecond: Math.round(latencies.length / seconds),
    latencyP50Ms: at(0.5),
    latencyP99Ms: at(0.99),
    errors,
  };
}

async function scoreOnce(pool: pg.Pool, request: FixedRequest): Promise<void> {
  const userId = request.headers!['x-api-user']!;
  const tokenHash = createHash('sha256').update(request.headers!['x-api-key']!).digest();
  const taskId = request.path.split('/')[4]!;
  const { rows } = await pool.query<ScoreRead>({
    name: 'direct-read',
    text: READ,
    values: [tokenHash, userId, taskId],
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
  await pool.query({
    name: 'direct-write',
    text: WRITE,
    values: [userId, read.version, stats, party, taskId, read.task.value + 1, details],
  });
}
