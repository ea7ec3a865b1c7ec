// The record of day boundaries run (see the cron_runs migration).
import type { Queryable } from '../database.ts';

/**
 * Runs older than this are deleted when the player's next one is recorded. A run only guards its
 * own game day against running twice, and `last_cron` already rules out days this old; so each
 * player keeps at most this many rows, and no sweep over the table is needed.
 */
export const CRON_RUNS_KEPT_DAYS = 30;

/** Records a run (pruning the player's old ones); false when this game day already has one. */
export async function recordCronRun(
  db: Queryable,
  run: { userId: string; dayStart: Date; ranAt: Date; daysMissed: number; client?: string | null },
): Promise<boolean> {
  const keptFrom = new Date(run.dayStart.getTime() - CRON_RUNS_KEPT_DAYS * 86_400_000);
  // One statement: the prune walks the primary key (user_id, day_start) of this player only.
  const rows = await db.query(
    `WITH pruned AS (DELETE FROM cron_runs WHERE user_id = $1 AND day_start < $5)
     INSERT INTO cron_runs (user_id, day_start, ran_at, days_missed, client)
     VALUES ($1, $2, $3, $4, $6)
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [
      run.userId,
      run.dayStart,
      run.ranAt,
      run.daysMissed,
      keptFrom,
      run.client?.slice(0, 200) ?? null,
    ],
  );
  return rows.length > 0;
}
