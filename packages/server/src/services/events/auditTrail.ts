// The audit trail (issue 18): security-relevant and staff events, logged and kept in
// audit_entries after the outbox prunes them. An admin reads a player's trail through
// GET /admin/user/:userId/history. The handler is idempotent (keyed by the event's id).
// The history's own lists (armoire openings, quest invitation answers) are kept there too, each
// trimmed to the player's newest `historyLength` entries as the original caps them.
import type { Queryable } from '../../db/database.ts';
import { keepAuditEntry, trimAuditEntries } from '../../db/repositories/auditEntries.ts';
import { HISTORY_EVENT_TYPES } from '../staff/historyEvents.ts';
import type { EventHandlers } from './eventHandlers.ts';

export const AUDITED_EVENT_TYPES = [
  'account.passwordChanged',
  'account.signedIn',
  // Staff actions: on a player (userId: the player, payload.actorId: the staff member), or on
  // the site (userId: the staff member).
  'admin.heroUpdated',
  'admin.userSuspended',
  'admin.userUnsuspended',
  'admin.memberDeleted',
  'admin.groupUpdated',
  'admin.challengeClosed',
  'admin.blockerChanged',
  'admin.couponsGenerated',
  'admin.newsPostChanged',
  // Moderators on a player's group message (userId: its author).
  'admin.chatFlagsCleared',
  'admin.chatMessageDeleted',
  'coupon.redeemed',
] as const;

export type AuditedEventType = (typeof AUDITED_EVENT_TYPES)[number];

export interface AuditLog {
  info(details: object, message: string): void;
}

export function registerAuditTrail(
  handlers: EventHandlers,
  db: Queryable,
  log: AuditLog,
  historyLength: number,
): void {
  for (const type of HISTORY_EVENT_TYPES) {
    handlers.register(type, async (event) => {
      await keepAuditEntry(db, event);
      if (event.userId) {
        await trimAuditEntries(db, { userId: event.userId, type, keep: historyLength });
      }
    });
  }
  for (const type of AUDITED_EVENT_TYPES) {
    handlers.register(type, async (event) => {
      await keepAuditEntry(db, event);
      log.info(
        {
          audit: { eventId: event.id, type: event.type, userId: event.userId, at: event.createdAt },
        },
        'audit',
      );
    });
  }
}
