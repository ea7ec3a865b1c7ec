// Delivers recorded events to their handlers: claims a batch, runs each event's handlers, marks
// it done, or schedules a retry with exponential backoff; gives up after `maxAttempts`. Sleeps
// until woken (a NOTIFY on the events channel) or until the poll interval or next retry is due.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import {
  claimEvents,
  markEventsDone,
  markEventFailed,
  msUntilNextDue,
  pruneDoneEvents,
  type StoredEvent,
} from '../../db/repositories/events.ts';
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
  /** Delivered events are kept this long, then pruned (hourly). */
  keepDoneDays: number;
  /** Only these types: a lane of its own (see AppEvents.addLane). */
  onlyTypes?: readonly string[];
  /** Not these types: other lanes deliver them. */
  exceptTypes?: readonly string[];
  /** Deliver a batch's events at once rather than in order (independent, slow handlers). */
  isParallel?: boolean;
}

export const defaultWorkerOptions = (): EventWorkerOptions => ({
  workerId: randomUUID(),
  batchSize: 50,
  leaseSeconds: 60,
  pollMs: 5_000,
  retryBaseMs: 1_000,
  retryMaxMs: 3_600_000,
  maxAttempts: 10,
  keepDoneDays: 7,
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
    await markEventsDone(db, delivered, options.workerId);
  }
  return { claimed: events.length, ...(nextRetryMs === undefined ? {} : { nextRetryMs }) };
}

export interface EventWorker {
  /** Look for events now (called on NOTIFY). */
  wake(): void;
  /** Finishes the batch in hand, then stops. */
  stop(): Promise<void>;
}

const PRUNE_EVERY_MS = 3_600_000;
/** The shortest wait for a retry already due that the last claim did not find. */
const DUE_RECHECK_MS = 5;

export function startEventWorker(
  db: Database,
  handlers: EventHandlers,
  log: WorkerLog,
  options: EventWorkerOptions = defaultWorkerOptions(),
): EventWorker {
  let isRunning = true;
  let isWoken = false;
  let wakeUp: (() => void) | undefined;
  let lastPruned = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (wakeUp = undefined));

  // Set while a retry this worker scheduled may still wait: the timer that wakes the worker for
  // it and the database's clock can differ by a few milliseconds, so a claim can come too early
  // and find nothing; the database then says when it is due, instead of a whole poll interval.
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
    const dueMs = await msUntilNextDue(db, lane);
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
        if (Date.now() - lastPruned > PRUNE_EVERY_MS) {
          lastPruned = Date.now();
          await pruneDoneEvents(db, options.keepDoneDays);
        }
      } catch (error) {
        log.error({ err: error }, 'event worker could not claim events');
      }
      if (isRunning && !isWoken && waitMs > 0) await sleep(waitMs);
    }
  };
  const running = loop();

  return {
    wake() {
      isWoken = true;
      wakeUp?.();
    },
    async stop() {
      isRunning = false;
      wakeUp?.();
      await running;
    },
  };
}
