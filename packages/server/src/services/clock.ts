// The server's one source of time. Everything that needs "now" (cron, rotation, expiry, limits)
// asks the clock; /debug/jump-time moves it, and tests drive it by hand.

export interface Clock {
  now(): Date;
  /** Moves time forward (or back) for everything that reads this clock. */
  jump(milliseconds: number): void;
  /** Undoes every jump. */
  reset(): void;
}

/** A clock following `source` (the system clock by default), shifted by the jumps made. */
export function createClock(source: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => new Date(source() + offset),
    jump: (milliseconds) => {
      offset += milliseconds;
    },
    reset: () => {
      offset = 0;
    },
  };
}

/** A clock standing still at `start` until jumped: tests use it to measure nothing by timers. */
export function createFixedClock(start = new Date('2026-06-01T12:00:00Z')): Clock {
  return createClock(() => start.getTime());
}
