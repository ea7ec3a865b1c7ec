// The app's events: the handler registry, live subscriptions, and (when asked) the worker.
// One listen on the events channel per process feeds both: it wakes the worker and tells the hub.
// Listening starts with the worker (`start`, once the app is ready), or with the first
// subscriber; `stop` (the app closing) ends it all. plugins/events.ts hangs them on the app.
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { EVENTS_CHANNEL, msUntilNextDue } from '../../db/repositories/events.ts';
import { createClock } from '../clock.ts';
import { registerAuditTrail, type AuditLog } from './auditTrail.ts';
import { createEventHandlers, type EventHandlers } from './eventHandlers.ts';
import {
  createEventHub,
  type EventSubscriber,
  type HubLog,
  type Subscription,
} from './eventHub.ts';
import {
  defaultWorkerOptions,
  startEventWorker,
  type EventWorker,
  type EventWorkerOptions,
  type WorkerLog,
} from './eventWorker.ts';

export interface AppEvents {
  handlers: EventHandlers;
  /**
   * Hands the subscriber the live feed's events in commit order, from the position it answers;
   * resolves once this process listens for them.
   */
  subscribe(subscriber: EventSubscriber): Promise<Subscription>;
  /**
   * Gives these event types a worker of their own with its own settings, so slow handlers (a
   * webhook waiting on a stranger's server) never hold up the rest. Call before the app is ready.
   */
  addLane(types: readonly string[], options: Partial<EventWorkerOptions>): void;
  /**
   * Wakes the workers and resolves once each sleeps with nothing due by their clock: every event
   * due has been delivered, rescheduled or given up. A test calls it to have the work it caused
   * done, instead of waiting for it. Needs the worker (runWorker).
   */
  settle(): Promise<void>;
}

export interface EventsOptions {
  /** Deliver events to handlers in this process (EVENT_WORKER). */
  runWorker: boolean;
  /** For every worker; its `clock` (default: the system's) decides what is due. */
  workerOptions?: Partial<EventWorkerOptions>;
}

export interface EventsHost {
  db: Database;
  log: WorkerLog & HubLog & AuditLog;
  config: Pick<Config, 'userHistoryLength'>;
}

/** The app's events, and the worker's lifecycle for the app to run. */
export interface EventsRuntime {
  events: AppEvents;
  /** Starts the workers (when `runWorker`) and the listen; call once the app is ready. */
  start(): Promise<void>;
  /** Stops the workers and the listen; call as the app closes. */
  stop(): Promise<void>;
}

export function createAppEvents(app: EventsHost, options: EventsOptions): EventsRuntime {
  const handlers = createEventHandlers();
  registerAuditTrail(handlers, app.db, app.log, app.config.userHistoryLength);
  const hub = createEventHub(app.db, app.log);
  const clock = options.workerOptions?.clock ?? createClock();
  let workers: EventWorker[] = [];
  const lanes: { types: readonly string[]; options: Partial<EventWorkerOptions> }[] = [];
  let listening: Promise<() => Promise<void>> | undefined;

  const listen = () => {
    listening ??= app.db
      .listen(EVENTS_CHANNEL, () => {
        for (const worker of workers) worker.wake();
        hub.notified();
      })
      .catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
    return listening;
  };

  const events: AppEvents = {
    handlers,
    async subscribe(subscriber) {
      await listen();
      return hub.subscribe(subscriber);
    },
    addLane(types, laneOptions) {
      lanes.push({ types, options: laneOptions });
    },
    async settle() {
      if (workers.length === 0) throw new Error('No event worker runs in this app');
      // A handler may record more events (a webhook's fan-out), due at once in another lane,
      // whose notification may wake that lane's worker while the outbox is being asked.
      for (;;) {
        for (const worker of workers) worker.wake();
        await Promise.all(workers.map((worker) => worker.whenAsleep()));
        const dueMs = await msUntilNextDue(app.db, {}, clock.now());
        const isNothingDue = dueMs === undefined || dueMs > 0;
        if (isNothingDue && workers.every((worker) => worker.isAsleep)) return;
      }
    },
  };

  const start = async () => {
    if (!options.runWorker) return;
    const laneTypes = lanes.flatMap((lane) => lane.types);
    workers = [
      startEventWorker(app.db, handlers, app.log, {
        ...defaultWorkerOptions(),
        ...options.workerOptions,
        clock,
        ...(laneTypes.length > 0 ? { exceptTypes: laneTypes } : {}),
      }),
      ...lanes.map((lane) =>
        startEventWorker(app.db, handlers, app.log, {
          ...defaultWorkerOptions(),
          ...options.workerOptions,
          ...lane.options,
          clock,
          onlyTypes: lane.types,
        }),
      ),
    ];
    await listen();
  };

  const stop = async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    workers = [];
    const unlisten = await listening?.catch(() => undefined);
    listening = undefined;
    await unlisten?.();
  };

  return { events, start, stop };
}
