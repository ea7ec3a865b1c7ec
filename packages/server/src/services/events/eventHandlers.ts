// Who acts on an event of each type: webhooks, chat fan-out, mail, the audit trail register here.
// A handler may run more than once for one event (delivery is at least once: a retry runs every
// handler of the type again, and a worker that dies mid-event leaves it to another), so handlers
// must be idempotent — e.g. keyed by the event's id.
import type { StoredEvent } from '../../db/repositories/events.ts';

export type EventHandler = (event: StoredEvent) => Promise<void>;

export interface EventHandlers {
  /** Adds a handler for the type; answers the way to remove it. */
  register(type: string, handler: EventHandler): () => void;
  handlersOf(type: string): readonly EventHandler[];
}

export function createEventHandlers(): EventHandlers {
  const byType = new Map<string, EventHandler[]>();
  return {
    register(type, handler) {
      byType.set(type, [...(byType.get(type) ?? []), handler]);
      return () =>
        byType.set(
          type,
          (byType.get(type) ?? []).filter((h) => h !== handler),
        );
    },
    handlersOf: (type) => byType.get(type) ?? [],
  };
}
