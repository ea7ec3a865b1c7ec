// The admin audit trail, for now a log line per security-relevant event (type, player, event id).
// A later issue stores it for the admin pages; the events are already recorded in the outbox.
import type { EventHandlers } from './eventHandlers.ts';

export const AUDITED_EVENT_TYPES = ['account.passwordChanged'] as const;

export interface AuditLog {
  info(details: object, message: string): void;
}

export function registerAuditTrail(handlers: EventHandlers, log: AuditLog): void {
  for (const type of AUDITED_EVENT_TYPES) {
    handlers.register(type, async (event) => {
      log.info(
        {
          audit: { eventId: event.id, type: event.type, userId: event.userId, at: event.createdAt },
        },
        'audit',
      );
    });
  }
}
