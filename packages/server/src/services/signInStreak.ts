// How one client's failed sign-ins to one account slow it down. The first `limit` attempts pass;
// the attempt that reaches the limit locks the streak for one window, and each attempt made after
// a lock has ended locks it again for twice as long (up to a day, or one window if that is
// longer). While locked, attempts are refused without being counted or checked. A streak under
// the limit is forgotten when its window passes; a locked one a day after its lock ends. A right
// password ends the streak (signInLimiter.forgiveAttempts).

export interface Streak {
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

export interface StreakRules {
  limit: number;
  windowMs: number;
}

export type StreakOutcome =
  | { isRefused: true; retryAfterMs: number }
  | { isRefused: false; streak: Streak; isLockedNow: boolean };

const DAY_MS = 24 * 60 * 60_000;

/** The longest lock, and how long a streak stays remembered after its lock ends. */
export function longestLockMs({ windowMs }: StreakRules): number {
  return Math.max(DAY_MS, windowMs);
}

/** The outcome of one more attempt on `streak` (undefined: none yet) at `now`. */
export function countOnStreak(
  streak: Streak | undefined,
  now: Date,
  rules: StreakRules,
): StreakOutcome {
  const nowMs = now.getTime();
  if (streak?.lockedUntil && streak.lockedUntil.getTime() > nowMs) {
    return { isRefused: true, retryAfterMs: streak.lockedUntil.getTime() - nowMs };
  }
  const isForgotten =
    !streak ||
    (streak.lockedUntil === null && streak.windowStartedAt.getTime() + rules.windowMs <= nowMs) ||
    (streak.lockedUntil !== null && streak.lockedUntil.getTime() + longestLockMs(rules) <= nowMs);
  const failures = isForgotten ? 1 : streak.failures + 1;
  const windowStartedAt = isForgotten ? now : streak.windowStartedAt;
  if (failures < rules.limit) {
    return {
      isRefused: false,
      streak: { failures, windowStartedAt, lockedUntil: null },
      isLockedNow: false,
    };
  }
  const lockMs = Math.min(
    rules.windowMs * 2 ** Math.min(failures - rules.limit, 30),
    longestLockMs(rules),
  );
  return {
    isRefused: false,
    streak: { failures, windowStartedAt, lockedUntil: new Date(nowMs + lockMs) },
    isLockedNow: true,
  };
}
