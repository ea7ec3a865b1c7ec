// What a service needs from the world, whoever calls it: a route, a background job or an admin
// acting on another player. Routes build it from the request (their requestContext adapter); jobs from
// the app. Services never see a request.
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';
import type { IdempotencyClaim } from './idempotency/idempotencyClaim.ts';
import type { RandomSource } from './random.ts';

export interface ServiceContext {
  db: Database;
  clock: Clock;
  random: RandomSource;
  /** Who acts: the signed-in player, an admin, or undefined for the server itself (a job). */
  actorId: string | undefined;
  /** The request's `x-client` header (kept in a player's admin history); absent for jobs. */
  client?: string | null;
  /**
   * The request's Idempotency-Key, not yet seen: the request's first player change writes its
   * claim in the same transaction (services/idempotency/idempotencyClaim.ts).
   */
  idempotencyKey?: IdempotencyClaim;
}

/** The context of work the server does by itself (a job), or for `actorId`. */
export function appContext(
  app: Pick<ServiceContext, 'db' | 'clock' | 'random'>,
  actorId?: string,
): ServiceContext {
  return { db: app.db, clock: app.clock, random: app.random, actorId };
}
