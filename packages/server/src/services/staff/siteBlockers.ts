// Site blockers: an IP address, an e-mail address or an x-client value, blocked
// from the whole site or from payments. Every request is checked against the enabled `full`
// blocks of IP addresses and clients (403 ipAddressBlocked / clientBlocked); e-mail blocks refuse
// registration and sign-in; `payments` blocks refuse the payment calls and the free group plan
// that stands in for a paid one.
//
// Each server keeps the enabled blockers in memory and reads them again at most every few
// seconds (so a blocker made on another server applies there soon); a change made here applies
// here at once.
import { Forbidden } from '@questlog/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import {
  listEnabledBlockers,
  type BlockerArea,
  type BlockerRow,
} from '../../db/repositories/blockers.ts';
import { singleHeader } from '../../middleware/headers.ts';

const REFRESH_MS = 5_000;

export interface SiteBlockers {
  /** Throws 403 when the request's address or client is blocked in `area`. */
  refuse(request: FastifyRequest, area: BlockerArea): Promise<void>;
  /** Throws 403 emailBlocked when the address is blocked in `area`. */
  refuseEmail(email: string | null | undefined, area: BlockerArea): Promise<void>;
  /** A purchase: the signed-in player's address, client and e-mail checked for `payments`. */
  refusePayment(request: FastifyRequest): Promise<void>;
  /** Blockers changed here: read them again before the next check. */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    blockers: SiteBlockers;
  }
}

export function registerSiteBlockers(app: FastifyInstance): void {
  const blockers = createSiteBlockers(app.db, () => Date.now());
  app.decorate('blockers', blockers);
  app.addHook('onRequest', async (request) => {
    // OPTIONS preflights carry no x-client and are answered by CORS; everything else is checked.
    if (request.method !== 'OPTIONS') await blockers.refuse(request, 'full');
  });
}

function createSiteBlockers(db: Queryable, clock: () => number): SiteBlockers {
  let cached: { rows: BlockerRow[]; readAt: number } | undefined;
  let reading: Promise<BlockerRow[]> | undefined;
  // A read that began before a change must not be kept as the latest.
  let generation = 0;

  const enabled = async (): Promise<BlockerRow[]> => {
    if (cached && clock() - cached.readAt < REFRESH_MS) return cached.rows;
    const startedAt = generation;
    reading ??= listEnabledBlockers(db)
      .then((rows) => {
        if (startedAt === generation) cached = { rows, readAt: clock() };
        return rows;
      })
      .finally(() => (reading = undefined));
    return reading;
  };

  const applies = (row: BlockerRow, area: BlockerArea) => row.area === 'full' || row.area === area;

  const blockers: SiteBlockers = {
    async refuse(request, area) {
      const rows = await enabled();
      if (rows.length === 0) return;
      const client = singleHeader(request, 'x-client');
      for (const row of rows) {
        if (!applies(row, area)) continue;
        if (row.type === 'ipaddress' && row.value === request.ip) {
          throw new Forbidden('ipAddressBlocked');
        }
        if (row.type === 'client' && client !== undefined && row.value === client) {
          throw new Forbidden('clientBlocked');
        }
      }
    },
    async refuseEmail(email, area) {
      if (!email) return;
      const lower = email.trim().toLowerCase();
      const rows = await enabled();
      const isBlocked = rows.some(
        (row) => row.type === 'email' && applies(row, area) && row.value.toLowerCase() === lower,
      );
      if (isBlocked) throw new Forbidden('emailBlocked');
    },
    async refusePayment(request) {
      await blockers.refuse(request, 'payments');
      if (!request.user) return;
      const [row] = await db.query<{ email: string | null }>(
        'SELECT email FROM credentials WHERE user_id = $1',
        [request.user.id],
      );
      await blockers.refuseEmail(row?.email, 'payments');
    },
    invalidate() {
      generation += 1;
      cached = undefined;
      reading = undefined;
    },
  };
  return blockers;
}
