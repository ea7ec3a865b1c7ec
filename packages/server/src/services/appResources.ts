// What the server's long-lived parts hand a service that needs more than a ServiceContext: the
// settings, mail and the log. The app holds all of them, so a route passes `app` (or
// `request.server`) as is; a service names only the parts it uses and never sees Fastify.
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';
import type { LimitStores } from './limits/limitStores.ts';
import type { Mailer } from './mailer.ts';
import type { RandomSource } from './random.ts';

/** The log's calls services make: details first (pino's order), or a message alone. */
export interface ServiceLog {
  info(details: object | string, message?: string): void;
  warn(details: object | string, message?: string): void;
  error(details: object | string, message?: string): void;
}

export interface AppResources {
  db: Database;
  clock: Clock;
  random: RandomSource;
  config: Config;
  mailer: Mailer;
  log: ServiceLog;
  /** Where the rate and sign-in limits count (the database, or Redis with REDIS_URL). */
  limits: LimitStores;
}
