// Fixed-window request counts, kept in the database (PostgreSQL; PGlite for one process) so
// that every server process behind a load balancer spends from the same budget. One statement
// adds the points and answers the total, so parallel requests on any process each see their own
// count.
import type { Queryable } from '../db/database.ts';

export interface WindowCount {
  /** Points spent in the current window, this request's included. */
  spent: number;
  /** When the window ends (epoch milliseconds). */
  resetsAt: number;
}

export interface RateLimitStore {
  spend(key: string, points: number, nowMs: number): Promise<WindowCount>;
}

export function createDatabaseStore(db: Queryable, windowMs: number): RateLimitStore {
  let nextSweepAt = 0;
  return {
    async spend(key, points, nowMs) {
      const now = new Date(nowMs);
      const [row] = await db.query<{ spent: number; resets_at: Date }>(
        `INSERT INTO rate_limit_windows AS w (key, spent, resets_at) VALUES ($1, $2, $4)
         ON CONFLICT (key) DO UPDATE SET
           spent = CASE WHEN w.resets_at > $3 THEN w.spent + $2 ELSE $2 END,
           resets_at = CASE WHEN w.resets_at > $3 THEN w.resets_at ELSE $4 END
         RETURNING spent, resets_at`,
        [key, points, now, new Date(nowMs + windowMs)],
      );
      if (nowMs >= nextSweepAt) {
        // Forget windows that have ended, so idle principals do not pile up (each process
        // sweeps once a window; a sweep racing another finds nothing left, which is fine).
        nextSweepAt = nowMs + windowMs;
        await db.query('DELETE FROM rate_limit_windows WHERE resets_at <= $1', [now]);
      }
      return { spent: row!.spent, resetsAt: row!.resets_at.getTime() };
    },
  };
}
