// The live feed for this process: subscribers (the live streams) are handed the events of the live
// feed in position order — the order their changes committed — each once, whichever server
// process recorded them. A notification on the events channel only wakes the hub: it reads every
// position after the last one it handed out, so events notified while the listening connection
// was down are read with the next one, and an event that commits late behind a smaller position
// cannot be skipped (see the live_event_positions migration).
import type { Queryable } from '../../db/database.ts';
import {
  lastLivePosition,
  loadLiveEventsAfter,
  type LiveStoredEvent,
} from '../../db/repositories/liveEvents.ts';

/** Handed each batch of events in order; the next batch waits for nothing it returns. */
export type EventSubscriber = (events: readonly LiveStoredEvent[]) => void;

export interface Subscription {
  /** Every event after this position reaches the subscriber, and none before. */
  from: string;
  unsubscribe(): void;
}

export interface EventHub {
  /** Adds a subscriber (reading where the feed stands first, if nobody listened). */
  subscribe(subscriber: EventSubscriber): Promise<Subscription>;
  /** Something was recorded: read on. */
  notified(): void;
  readonly subscriberCount: number;
}

export interface HubLog {
  error(details: object, message: string): void;
}

const BATCH = 500;

export function createEventHub(db: Queryable, log: HubLog): EventHub {
  // Entries, not functions, are what unsubscribing removes: one function may subscribe again
  // before its earlier subscription is ended.
  const subscribers = new Set<{ subscriber: EventSubscriber; from: string }>();
  /** The last position read; undefined while nobody listens (it is read again on the next). */
  let position: string | undefined;
  let starting: Promise<void> | undefined;
  let isReading = false;
  let isWokenMeanwhile = false;

  const start = () => {
    starting ??= lastLivePosition(db)
      .then((last) => {
        position = maxPosition(position, last);
      })
      .finally(() => {
        starting = undefined;
      });
    return starting;
  };

  const handOut = (events: readonly LiveStoredEvent[]) => {
    for (const { subscriber, from } of subscribers) {
      const fresh = events.filter((event) => comparePositions(event.position, from) > 0);
      if (fresh.length === 0) continue;
      try {
        subscriber(fresh);
      } catch (error) {
        log.error({ err: error }, 'event subscriber failed');
      }
    }
  };

  const readOn = async () => {
    if (isReading) {
      isWokenMeanwhile = true;
      return;
    }
    isReading = true;
    try {
      do {
        isWokenMeanwhile = false;
        for (;;) {
          if (position === undefined || subscribers.size === 0) break;
          const events = await loadLiveEventsAfter(db, position, BATCH);
          if (events.length === 0) break;
          // Moved on and handed out in one step: a subscriber added meanwhile starts after these.
          position = maxPosition(position, events.at(-1)!.position);
          handOut(events);
          if (events.length < BATCH) break;
        }
      } while (isWokenMeanwhile);
    } finally {
      isReading = false;
      if (subscribers.size === 0) position = undefined;
    }
  };

  return {
    async subscribe(subscriber) {
      while (position === undefined) await start();
      const entry = { subscriber, from: position };
      subscribers.add(entry);
      return {
        from: position,
        unsubscribe: () => {
          subscribers.delete(entry);
          if (subscribers.size === 0 && !isReading) position = undefined;
        },
      };
    },
    notified() {
      if (subscribers.size === 0) return;
      readOn().catch((error: unknown) => {
        log.error({ err: error }, 'could not read the live feed');
      });
    },
    get subscriberCount() {
      return subscribers.size;
    },
  };
}

/** Positions are bigints as text. */
export function comparePositions(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

function maxPosition(a: string | undefined, b: string): string {
  return a !== undefined && comparePositions(a, b) > 0 ? a : b;
}
