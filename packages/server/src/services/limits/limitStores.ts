// Where the limits count: the general rate limit (middleware/rateLimit.ts) and the sign-in limits
// (signInLimiter.ts). One interface, two stores: PostgreSQL (or PGlite, for one process) by
// default, Redis when REDIS_URL is set. Either way every server process spends from the same
// counts, and each count is one atomic step in the store, so parallel requests on any process
// each see their own total. Time is passed in (the app's clock), never read from the store.
import type { Database, Queryable } from '../../db/database.ts';
import type { StreakOutcome, StreakRules } from '../signInStreak.ts';
import { databaseLimitStores } from './databaseLimitStore.ts';
import { redisLimitStores } from './redisLimitStore.ts';

export interface WindowCount {
  /** The key's count in its current window, this one included. */
  count: number;
  /** When that window ends: it starts with the first count after the last one ended. */
  endsAt: Date;
}

/** Counts in fixed windows that start with a key's first count. */
export interface WindowCounts {
  add(key: string, points: number, windowMs: number, now: Date): Promise<WindowCount>;
}

export interface SignInCounts {
  /** The shared windows: per account from unknown clients, per address, alert and reset mails. */
  windows: WindowCounts;
  /**
   * One more attempt on an account+client streak (signInStreak.ts decides it), with no other
   * attempt on that streak decided in between.
   */
  countOnStreak(key: string, rules: StreakRules, now: Date): Promise<StreakOutcome>;
  /**
   * The right password: the streak is forgotten and each window gives back one count. The
   * database store writes in `tx`, the sign-in's transaction; Redis has no part in it.
   */
  forgive(
    tx: Queryable,
    streakKey: string,
    windowKeys: string[],
    rules: StreakRules,
    now: Date,
  ): Promise<void>;
}

export interface LimitStores {
  /** The general rate limit's points per principal. */
  requests: WindowCounts;
  signIns: SignInCounts;
  /** 'redis' or the database's kind, for the log. */
  kind: string;
  close(): Promise<void>;
}

/** Redis when a URL is given, else the database the server already uses. */
export function openLimitStores(db: Database, redisUrl: string | undefined): LimitStores {
  return redisUrl ? redisLimitStores(redisUrl) : databaseLimitStores(db);
}
