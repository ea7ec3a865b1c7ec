// The record of day boundaries run (see the cron_runs migration).
import type { Queryable } from '../database.ts';

/** Records a run; false when this player's game day already has one. */
export async function recordCronRun(
  db: Queryable,
  run: { userId: string; dayStart: Date; ranAt: Date; daysMissed: number },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO cron_runs (user_id, day_start, ran_at, days_missed) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [run.userId, run.dayStart, run.ranAt, run.daysMissed],
  );
  return rows.length > 0;
}
