// The limits counted in the server's own database. Request windows live in an unlogged table
// (rate_limit_windows: one statement per API call, no wait for the disk); sign-in streaks and
// windows in sign_in_failures. One statement adds and answers the total; a streak's row is
// locked while its attempt is decided.
import type { Database, Queryable } from '../../db/database.ts';
import { countOnStreak, longestLockMs, type Streak } from '../signInStreak.ts';
import type { LimitStores, SignInCounts, WindowCounts } from './limitStores.ts';

export function databaseLimitStores(db: Database): LimitStores {
  return {
    requests: requestWindows(db),
    signIns: signInCounts(db),
    kind: db.kind,
    close: async () => undefined, // the database is the server's, closed by it
  };
}

function requestWindows(db: Queryable): WindowCounts {
  let nextSweepAt = 0;
  return {
    async add(key, points, windowMs, now) {
      const [row] = await db.query<{ spent: number; resets_at: Date }>(
        `INSERT INTO rate_limit_windows AS w (key, spent, resets_at) VALUES ($1, $2, $4)
         ON CONFLICT (key) DO UPDATE SET
           spent = CASE WHEN w.resets_at > $3 THEN w.spent + $2 ELSE $2 END,
           resets_at = CASE WHEN w.resets_at > $3 THEN w.resets_at ELSE $4 END
         RETURNING spent, resets_at`,
        [key, points, now, new Date(now.getTime() + windowMs)],
      );
      if (now.getTime() >= nextSweepAt) {
        // Forget windows that have ended, so idle principals do not pile up (each process
        // sweeps once a window; a sweep racing another finds nothing left, which is fine).
        nextSweepAt = now.getTime() + windowMs;
        await db.query('DELETE FROM rate_limit_windows WHERE resets_at <= $1', [now]);
      }
      return { count: row!.spent, endsAt: row!.resets_at };
    },
  };
}

function signInCounts(db: Database): SignInCounts {
  return {
    windows: {
      async add(key, points, windowMs, now) {
        const windowStart = new Date(now.getTime() - windowMs);
        const [row] = await db.query<{ failures: number; window_started_at: Date }>(
          `INSERT INTO sign_in_failures AS f (key, failures, window_started_at) VALUES ($1, $4, $2)
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN f.window_started_at <= $3 THEN $4 ELSE f.failures + $4 END,
             window_started_at =
               CASE WHEN f.window_started_at <= $3 THEN $2 ELSE f.window_started_at END
           RETURNING failures, window_started_at`,
          [key, now, windowStart, points],
        );
        return {
          count: row!.failures,
          endsAt: new Date(row!.window_started_at.getTime() + windowMs),
        };
      },
    },

    countOnStreak: (key, rules, now) =>
      db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO sign_in_failures (key, failures, window_started_at) VALUES ($1, 0, $2)
           ON CONFLICT (key) DO NOTHING`,
          [key, now],
        );
        const [row] = await tx.query<{
          failures: number;
          window_started_at: Date;
          locked_until: Date | null;
        }>(
          `SELECT failures, window_started_at, locked_until FROM sign_in_failures
           WHERE key = $1 FOR UPDATE`,
          [key],
        );
        const before: Streak | undefined =
          row && row.failures > 0
            ? {
                failures: row.failures,
                windowStartedAt: row.window_started_at,
                lockedUntil: row.locked_until,
              }
            : undefined;
        const outcome = countOnStreak(before, now, rules);
        if (!outcome.isRefused) {
          const { failures, windowStartedAt, lockedUntil } = outcome.streak;
          await tx.query(
            `UPDATE sign_in_failures SET failures = $2, window_started_at = $3, locked_until = $4
             WHERE key = $1`,
            [key, failures, windowStartedAt, lockedUntil],
          );
        }
        return outcome;
      }),

    async forgive(tx, streakKey, windowKeys, rules, now) {
      // Counts nobody needs any more are swept on the way, so the table stays small.
      const windowStart = new Date(now.getTime() - rules.windowMs);
      const lockForgotten = new Date(now.getTime() - longestLockMs(rules));
      await tx.query(
        `DELETE FROM sign_in_failures WHERE key = $1
           OR (window_started_at <= $2 AND (locked_until IS NULL OR locked_until <= $3))`,
        [streakKey, windowStart, lockForgotten],
      );
      await tx.query(
        'UPDATE sign_in_failures SET failures = GREATEST(failures - 1, 0) WHERE key = ANY($1::text[])',
        [windowKeys],
      );
    },
  };
}
