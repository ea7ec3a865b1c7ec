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
import type { Queryable } from '../../db/database.ts';
import {
  listEnabledBlockers,
  type BlockerArea,
  type BlockerRow,
} from '../../db/repositories/blockers.ts';

const REFRESH_MS = 5_000;

/** Who calls: the request's address, its `x-client` header, and the signed-in player if any. */
export interface Caller {
  address: string;
  client: string | undefined;
  userId?: string | undefined;
}

export interface SiteBlockers {
  /** Throws 403 when the caller's address or client is blocked in `area`. */
  refuse(caller: Caller, area: BlockerArea): Promise<void>;
  /** Throws 403 emailBlocked when the address is blocked in `area`. */
  refuseEmail(email: string | null | undefined, area: BlockerArea): Promise<void>;
  /** A purchase: the signed-in player's address, client and e-mail checked for `payments`. */
  refusePayment(caller: Caller): Promise<void>;
  /** Blockers changed here: read them again before the next check. */
  invalidate(): void;
}

export function createSiteBlockers(db: Queryable, clock: () => number): SiteBlockers {
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
    async refuse({ address, client }, area) {
      const rows = await enabled();
      if (rows.length === 0) return;
      for (const row of rows) {
        if (!applies(row, area)) continue;
        if (row.type === 'ipaddress' && row.value === address) {
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
    async refusePayment(caller) {
      await blockers.refuse(caller, 'payments');
      if (!caller.userId) return;
      const [row] = await db.query<{ email: string | null }>(
        'SELECT email FROM credentials WHERE user_id = $1',
        [caller.userId],
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
