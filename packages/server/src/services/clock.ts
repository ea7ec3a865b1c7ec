// The server's one source of time. Everything that needs "now" (cron, rotation, expiry, limits)
// asks the clock; /debug/jump-time moves it, and tests drive it by hand. Work that waits (the event
// worker's retries and polls) sets its timers on a clock too, so a test that moves a fixed clock
// sets that work off at once instead of waiting for it.

export interface Clock {
  now(): Date;
  /** Moves time forward (or back) for everything that reads this clock. */
  jump(milliseconds: number): void;
  /** Undoes every jump. */
  reset(): void;
  /**
   * Calls `callback` once `milliseconds` have passed on this clock; answers the way to cancel it.
   * The timer never keeps the process alive.
   */
  after(milliseconds: number, callback: () => void): () => void;
}

/**
 * A clock following `source` (the system clock by default), shifted by the jumps made. Its timers
 * are Node's: they run in real time, and a jump does not hurry them.
 */
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
    after: (milliseconds, callback) => {
      const timer = setTimeout(callback, milliseconds);
      timer.unref();
      return () => clearTimeout(timer);
    },
  };
}

/**
 * A clock standing still at `start` until jumped: tests use it to measure nothing by timers. A
 * jump passes through every timer it reaches, running each at its own time (a timer set for no
 * time at all waits for the next jump); time going back runs none.
 */
export function createFixedClock(start = new Date('2026-06-01T12:00:00Z')): Clock {
  let nowMs = start.getTime();
  let timers: { dueMs: number; order: number; callback: () => void }[] = [];
  let scheduled = 0;
  /** Moves to `targetMs` through each timer on the way, each run at its own time. */
  const moveTo = (targetMs: number) => {
    for (;;) {
      const due = timers
        .filter((timer) => timer.dueMs <= targetMs)
        .sort((a, b) => a.dueMs - b.dueMs || a.order - b.order)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      nowMs = Math.max(nowMs, due.dueMs);
      due.callback();
    }
    nowMs = targetMs;
  };
  return {
    now: () => new Date(nowMs),
    jump: (milliseconds) => moveTo(nowMs + milliseconds),
    reset: () => {
      nowMs = start.getTime();
    },
    after: (milliseconds, callback) => {
      const timer = { dueMs: nowMs + Math.max(0, milliseconds), order: scheduled++, callback };
      timers.push(timer);
      return () => {
        timers = timers.filter((other) => other !== timer);
      };
    },
  };
}
