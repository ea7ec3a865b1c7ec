// Delivers recorded events to their handlers: claims a batch, runs each event's handlers, marks
// it done, or schedules a retry with exponential backoff; gives up after `maxAttempts`. Sleeps
// until woken (a NOTIFY on the events channel) or until the poll interval or next retry is due.
// All its time comes from one clock: the claims and retries it writes, and the timers it sleeps
// on, so a test moves that clock and the due work happens, with nothing waited for.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import {
  claimEvents,
  markEventsDone,
  markEventFailed,
  msUntilNextDue,
  type StoredEvent,
} from '../../db/repositories/events.ts';
import { createClock, type Clock } from '../clock.ts';
import type { EventHandlers } from './eventHandlers.ts';

export interface EventWorkerOptions {
  /** Written into claimed rows (locked_by); one per process. */
  workerId: string;
  batchSize: number;
  /** How long a claim holds: an event not finished by then may go to another worker. */
  leaseSeconds: number;
  /** How often to look without being woken (retries due, notifications lost). */
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  /** Only these types: a lane of its own (see AppEvents.addLane). */
  onlyTypes?: readonly string[];
  /** Not these types: other lanes deliver them. */
  exceptTypes?: readonly string[];
  /** Deliver a batch's events at once rather than in order (independent, slow handlers). */
  isParallel?: boolean;
  /** Decides what is due and times the sleeps: the system clock, not game time. */
  clock: Clock;
}

export const defaultWorkerOptions = (): EventWorkerOptions => ({
  workerId: randomUUID(),
  batchSize: 50,
  leaseSeconds: 60,
  pollMs: 5_000,
  retryBaseMs: 1_000,
  retryMaxMs: 3_600_000,
  maxAttempts: 10,
  clock: createClock(),
});

export interface WorkerLog {
  error(details: object, message: string): void;
}

/** The wait before attempt `attempts + 1`: base, 2 × base, 4 × base… up to the maximum. */
export function retryDelayMs(attempts: number, options: EventWorkerOptions): number {
  return Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

export interface BatchResult {
  claimed: number;
  /** The soonest retry scheduled, in ms from now, if any event failed. */
  nextRetryMs?: number;
}

/** Claims one batch and delivers it. */
export async function deliverBatch(
  db: Database,
  handlers: EventHandlers,
  options: EventWorkerOptions,
  log: WorkerLog,
): Promise<BatchResult> {
  const events = await claimEvents(db, {
    workerId: options.workerId,
    limit: options.batchSize,
    leaseSeconds: options.leaseSeconds,
    onlyTypes: options.onlyTypes,
    exceptTypes: options.exceptTypes,
    now: options.clock.now(),
  });
  let nextRetryMs: number | undefined;
  // Marked done together at the end of the batch: one write instead of one per event.
  const delivered: string[] = [];
  const deliver = async (event: StoredEvent) => {
    try {
      for (const handle of handlers.handlersOf(event.type)) await handle(event);
      delivered.push(event.id);
    } catch (error) {
      const giveUp = event.attempts >= options.maxAttempts;
      const retryInMs = retryDelayMs(event.attempts, options);
      log.error(
        { err: error, eventId: event.id, type: event.type, giveUp },
        'event handler failed',
      );
      await markEventFailed(db, event.id, {
        workerId: options.workerId,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        retryInMs,
        giveUp,
        now: options.clock.now(),
      });
      if (!giveUp) nextRetryMs = Math.min(nextRetryMs ?? retryInMs, retryInMs);
    }
  };
  try {
    if (options.isParallel) {
      // Every delivery finishes before the batch ends; a failure to record a failure is thrown.
      const settled = await Promise.allSettled(events.map(deliver));
      const broken = settled.find((outcome) => outcome.status === 'rejected');
      if (broken) throw broken.reason;
    } else {
      for (const event of events) await deliver(event);
    }
  } finally {
    // Even when recording a failure broke off the batch: what was delivered stays delivered.
    await markEventsDone(db, delivered, options.workerId, options.clock.now());
  }
  return { claimed: events.length, ...(nextRetryMs === undefined ? {} : { nextRetryMs }) };
}

export interface EventWorker {
  /** Look for events now (called on NOTIFY). */
  wake(): void;
  /**
   * Resolves once the worker sleeps with no wake-up pending (or has stopped): whatever woke it,
   * a call to wake() or its clock reaching a retry, has been dealt with. Tests wait on this.
   */
  whenAsleep(): Promise<void>;
  /** Sleeping now, with no wake-up pending. */
  readonly isAsleep: boolean;
  /** Finishes the batch in hand, then stops. */
  stop(): Promise<void>;
}

/** The shortest wait for a retry already due that the last claim did not find. */
const DUE_RECHECK_MS = 5;

export function startEventWorker(
  db: Database,
  handlers: EventHandlers,
  log: WorkerLog,
  options: EventWorkerOptions = defaultWorkerOptions(),
): EventWorker {
  const { clock } = options;
  let isRunning = true;
  let isWoken = false;
  let isAsleep = false;
  let wakeUp: (() => void) | undefined;
  let asleepWaiters: (() => void)[] = [];

  const tellAsleep = () => {
    for (const resolve of asleepWaiters) resolve();
    asleepWaiters = [];
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const cancel = clock.after(ms, () => wakeUp?.());
      wakeUp = () => {
        cancel();
        wakeUp = undefined;
        isAsleep = false;
        resolve();
      };
      isAsleep = true;
      tellAsleep();
    });

  // Set while a retry this worker scheduled may still wait: the timer that wakes the worker for it
  // can fire a little early (Node's may, by a millisecond, on the system clock), so a claim can
  // find nothing; the outbox then says when it is due, instead of a whole poll interval later.
  let isRetryWaiting = false;
  const lane = { onlyTypes: options.onlyTypes, exceptTypes: options.exceptTypes };

  const waitAfter = async (batch: BatchResult): Promise<number> => {
    // A full batch: there may be more waiting.
    if (batch.claimed === options.batchSize) return 0;
    if (batch.nextRetryMs !== undefined) {
      isRetryWaiting = true;
      return Math.min(options.pollMs, batch.nextRetryMs);
    }
    if (!isRetryWaiting) return options.pollMs;
    const dueMs = await msUntilNextDue(db, lane, clock.now());
    isRetryWaiting = dueMs !== undefined;
    return dueMs === undefined
      ? options.pollMs
      : Math.min(options.pollMs, Math.max(DUE_RECHECK_MS, dueMs));
  };

  const loop = async () => {
    while (isRunning) {
      isWoken = false;
      let waitMs = options.pollMs;
      try {
        waitMs = await waitAfter(await deliverBatch(db, handlers, options, log));
      } catch (error) {
        log.error({ err: error }, 'event worker could not claim events');
      }
      if (isRunning && !isWoken && waitMs > 0) await sleep(waitMs);
    }
    tellAsleep();
  };
  const running = loop();

  return {
    wake() {
      isWoken = true;
      wakeUp?.();
    },
    get isAsleep() {
      return isAsleep;
    },
    whenAsleep() {
      if (!isRunning) return running;
      if (isAsleep) return Promise.resolve();
      return new Promise((resolve) => asleepWaiters.push(resolve));
    },
    async stop() {
      isRunning = false;
      wakeUp?.();
      await running;
    },
  };
}
