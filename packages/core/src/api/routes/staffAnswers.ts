// What the staff calls answer, as the admin area reads it. The server sends these as loose JSON
// objects (their schemas stay open records, so nothing is dropped or coerced on the way out); the
// types name the fields the admin screens rely on.
import type { Static } from 'typebox';
import type { TransactionSchema } from './purchaseHistory.ts';

/** A player's sign-in name and e-mail as staff see them. */
export interface StaffAuth {
  local: { username?: string | null; email?: string };
  blocked: boolean;
  timestamps?: { created?: string; loggedin?: string; updated?: string };
}

export interface Contributor {
  /** 1–7 contributor tiers, 8 moderator, 9 staff. */
  level?: number;
  text?: string;
  contributions?: string;
}

/** One answer of GET /admin/search/:userIdentifier. */
export interface FoundUser {
  id: string;
  contributor: Contributor;
  backer: { tier?: number };
  profile: { name?: string };
  auth: StaffAuth;
}

/** GET /hall/heroes/:heroId: a player's admin fields. */
export interface Hero {
  id: string;
  auth: StaffAuth;
  /** Gems in balance units (4 gems each). */
  balance: number;
  contributor: Contributor;
  flags: { chatRevoked?: boolean; chatShadowMuted?: boolean } & Record<string, unknown>;
  lastCron: string;
  party: { _id?: string } & Record<string, unknown>;
  profile: { name?: string; blurb?: string };
  secret: { text?: string };
  permissions: Record<string, unknown>;
  stats: { lvl?: number; class?: string } & Record<string, unknown>;
}

/** An audit-trail entry: its type, when, and what the event carried (actorId, client, …). */
export interface HistoryEvent {
  id: string;
  type: string;
  timestamp: string;
  actorId?: string;
  client?: string | null;
  method?: string;
  [detail: string]: unknown;
}

/**
 * GET /admin/user/:userIdentifier/history. Its schema stays an open record: the server reads the
 * entries from loosely typed event payloads.
 */
export interface UserHistory {
  userId: string;
  /** `reward`: the gear or food key the armoire gave, or the experience (a number). */
  armoire: { timestamp: string; client?: string | null; reward?: string | number }[];
  questInviteResponses: {
    timestamp: string;
    client?: string | null;
    quest?: string;
    response?: string;
  }[];
  cron: { timestamp: string; checkinCount?: number; client?: string | null }[];
  events?: HistoryEvent[];
  transactions?: Static<typeof TransactionSchema>[];
}

export interface PaymentDetails {
  userId: string;
  plan: {
    planId?: string;
    customerId?: string;
    paymentMethod?: string;
    dateCreated?: string;
    dateUpdated?: string;
    dateTerminated?: string | null;
    gemsBought?: number;
    consecutive?: { count?: number; offset?: number; trinkets?: number; gemCapExtra?: number };
  } & Record<string, unknown>;
}
