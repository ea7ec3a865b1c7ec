// Live updates for this process: subscribers (later the SSE and WebSocket routes) are told of
// each committed event that matches their filter, whichever server process recorded it. The
// events channel carries ids; the hub reads those events (one query for the ids that arrive
// together) only while someone subscribes. Best effort: events notified while the listening
// connection was down are not replayed; a client that missed some catches up through the API.
import type { Queryable } from '../../db/database.ts';
import { loadEvents, type StoredEvent } from '../../db/repositories/events.ts';

export interface EventFilter {
  types?: readonly string[];
  userId?: string;
  groupId?: string;
}

export type EventSubscriber = (event: StoredEvent) => void;

export interface EventHub {
  /** Adds a subscriber; answers the way to remove it. */
  subscribe(filter: EventFilter, subscriber: EventSubscriber): () => void;
  /** An event id arrived on the events channel. */
  notified(id: string): void;
  readonly subscriberCount: number;
}

export interface HubLog {
  error(details: object, message: string): void;
}

/** Ids already handed out: the same id notified twice (a reconnect) is delivered once. */
const REMEMBERED_IDS = 10_000;

export function createEventHub(db: Queryable, log: HubLog): EventHub {
  const subscribers = new Map<EventSubscriber, EventFilter>();
  const delivered = new Set<string>();
  let pending: string[] = [];

  const deliver = async (ids: string[]) => {
    const events = await loadEvents(db, ids);
    for (const event of events) {
      if (delivered.has(event.id)) continue;
      delivered.add(event.id);
      if (delivered.size > REMEMBERED_IDS) delivered.delete(delivered.values().next().value!);
      for (const [subscriber, filter] of subscribers) {
        if (!matches(filter, event)) continue;
        try {
          subscriber(event);
        } catch (error) {
          log.error({ err: error, eventId: event.id }, 'event subscriber failed');
        }
      }
    }
  };

  return {
    subscribe(filter, subscriber) {
      subscribers.set(subscriber, filter);
      return () => subscribers.delete(subscriber);
    },
    notified(id) {
      if (subscribers.size === 0 || !/^\d+$/.test(id)) return;
      pending.push(id);
      if (pending.length > 1) return;
      // Ids notified in the same tick are read together.
      setImmediate(() => {
        const ids = pending;
        pending = [];
        deliver(ids).catch((error: unknown) => {
          log.error({ err: error }, 'could not read notified events');
        });
      });
    },
    get subscriberCount() {
      return subscribers.size;
    },
  };
}

function matches(filter: EventFilter, event: StoredEvent): boolean {
  if (filter.types && !filter.types.includes(event.type)) return false;
  if (filter.userId !== undefined && filter.userId !== event.userId) return false;
  if (filter.groupId !== undefined && filter.groupId !== event.groupId) return false;
  return true;
}
