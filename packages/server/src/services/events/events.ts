// The app's events: the handler registry, live subscriptions, and (when asked) the worker.
// One listen on the events channel per process feeds both: it wakes the worker and tells the hub.
// Listening starts with the worker, or with the first subscriber; everything stops on app close.
import type { FastifyInstance } from 'fastify';
import { EVENTS_CHANNEL } from '../../db/repositories/events.ts';
import { registerAuditTrail } from './auditTrail.ts';
import { createEventHandlers, type EventHandlers } from './eventHandlers.ts';
import { createEventHub, type EventFilter, type EventSubscriber } from './eventHub.ts';
import {
  defaultWorkerOptions,
  startEventWorker,
  type EventWorker,
  type EventWorkerOptions,
} from './eventWorker.ts';

export interface AppEvents {
  handlers: EventHandlers;
  /** Resolves once this process listens for events; answers the way to unsubscribe. */
  subscribe(filter: EventFilter, subscriber: EventSubscriber): Promise<() => void>;
  /**
   * Gives these event types a worker of their own with its own settings, so slow handlers (a
   * webhook waiting on a stranger's server) never hold up the rest. Call before the app is ready.
   */
  addLane(types: readonly string[], options: Partial<EventWorkerOptions>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: AppEvents;
  }
}

export interface EventsOptions {
  /** Deliver events to handlers in this process (EVENT_WORKER). */
  runWorker: boolean;
  workerOptions?: Partial<EventWorkerOptions>;
}

export function registerEvents(app: FastifyInstance, options: EventsOptions): void {
  const handlers = createEventHandlers();
  registerAuditTrail(handlers, app.db, app.log, app.config.userHistoryLength);
  const hub = createEventHub(app.db, app.log);
  let workers: EventWorker[] = [];
  const lanes: { types: readonly string[]; options: Partial<EventWorkerOptions> }[] = [];
  let listening: Promise<() => Promise<void>> | undefined;

  const listen = () => {
    listening ??= app.db
      .listen(EVENTS_CHANNEL, (id) => {
        for (const worker of workers) worker.wake();
        hub.notified(id);
      })
      .catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
    return listening;
  };

  app.decorate('events', {
    handlers,
    async subscribe(filter, subscriber) {
      await listen();
      return hub.subscribe(filter, subscriber);
    },
    addLane(types, laneOptions) {
      lanes.push({ types, options: laneOptions });
    },
  } satisfies AppEvents);

  if (options.runWorker) {
    app.addHook('onReady', async () => {
      const laneTypes = lanes.flatMap((lane) => lane.types);
      workers = [
        startEventWorker(app.db, handlers, app.log, {
          ...defaultWorkerOptions(),
          ...options.workerOptions,
          ...(laneTypes.length > 0 ? { exceptTypes: laneTypes } : {}),
        }),
        ...lanes.map((lane) =>
          startEventWorker(app.db, handlers, app.log, {
            ...defaultWorkerOptions(),
            ...options.workerOptions,
            ...lane.options,
            onlyTypes: lane.types,
          }),
        ),
      ];
      await listen();
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    workers = [];
    const unlisten = await listening?.catch(() => undefined);
    listening = undefined;
    await unlisten?.();
  });
}
