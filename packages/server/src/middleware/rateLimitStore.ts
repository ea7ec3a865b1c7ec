// Fixed-window request counts kept in this process's memory. Several server processes behind a
// load balancer each count on their own (a principal gets up to N × the limit): a shared store
// (Redis, or a PostgreSQL table like sign_in_failures) is needed to enforce one limit across them.

export interface WindowCount {
  /** Points spent in the current window, this request's included. */
  spent: number;
  /** When the window ends (epoch milliseconds). */
  resetsAt: number;
}

export interface RateLimitStore {
  spend(key: string, points: number, nowMs: number): WindowCount;
}

export function createMemoryStore(windowMs: number): RateLimitStore {
  const windows = new Map<string, WindowCount>();
  let nextSweepAt = 0;
  return {
    spend(key, points, nowMs) {
      if (nowMs >= nextSweepAt) {
        // Forget windows that have ended, so idle principals do not pile up.
        for (const [storedKey, window] of windows) {
          if (window.resetsAt <= nowMs) windows.delete(storedKey);
        }
        nextSweepAt = nowMs + windowMs;
      }
      const current = windows.get(key);
      const window =
        current && current.resetsAt > nowMs
          ? { spent: current.spent + points, resetsAt: current.resetsAt }
          : { spent: points, resetsAt: nowMs + windowMs };
      windows.set(key, window);
      return window;
    },
  };
}
