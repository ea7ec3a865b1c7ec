// The debug tools (issue 3 server 7, DEBUG_ROUTES=1 only): shortcuts for tests and testers that
// change the acting player, or start the Tavern's world boss.
import {
  BadRequest,
  STAFF_PERMISSIONS,
  formatMessage,
  startWorldBoss,
  type ParamError,
} from '@questlog/core';
import { TAVERN_ID, lockGroup, updateGroup } from '../../db/repositories/groups.ts';
import { balanceOf } from '../gems.ts';
import type { ServiceContext } from '../serviceContext.ts';
import type { SignedInContext } from '../signedInContext.ts';

/** Ten gems more; answers the balance. */
export function addTenGems(context: SignedInContext): Promise<number> {
  return context.changeActor(async ({ user, setUserColumns, recordGems }) => {
    const gems = user.row.gems + 10;
    setUserColumns({ gems });
    recordGems({ amount: 10, transactionType: 'debug' });
    return balanceOf(gems);
  });
}

/** One mystic hourglass more; answers how many the player has. */
export function addHourglass(context: SignedInContext): Promise<number> {
  return context.changeActor(async ({ user, setUserColumns, recordGems }) => {
    const purchased = structuredClone(user.row.purchased) as {
      plan?: { consecutive?: { trinkets?: number } };
    };
    const consecutive = ((purchased.plan ??= {}).consecutive ??= {});
    consecutive.trinkets = (consecutive.trinkets ?? 0) + 1;
    setUserColumns({ purchased });
    recordGems({ currency: 'hourglasses', amount: 1, transactionType: 'debug' });
    return consecutive.trinkets;
  });
}

export function setLastCron(context: SignedInContext, lastCron: Date): Promise<void> {
  return context.changeActor(async ({ setUserColumns }) =>
    // The last boundary's date is then read from last_cron (services/time/playerClock.ts).
    setUserColumns({ last_cron: lastCron, last_boundary_date: null }),
  );
}

/** Every staff permission; answers them. */
export async function makeAdmin(context: SignedInContext): Promise<Record<string, boolean>> {
  const permissions = Object.fromEntries(STAFF_PERMISSIONS.map((name) => [name, true]));
  await context.changeActor(async ({ setUserColumns }) => setUserColumns({ permissions }));
  return permissions;
}

/** Merges item maps into the inventory (`gear` is the owned gear); answers the items. */
export function modifyInventory(
  context: SignedInContext,
  { gear, ...maps }: Record<string, Record<string, unknown> | undefined>,
): Promise<Record<string, unknown>> {
  refuseOddItemValues({ gear, ...maps });
  return context.changeActor(async ({ user, setUserColumns }) => {
    const next = { ...structuredClone(user.row.items), ...maps } as Record<string, unknown>;
    if (gear) next.gear = { ...(next.gear as object), owned: gear };
    setUserColumns({ items: next });
    return next;
  });
}

export function setStats(
  context: SignedInContext,
  stats: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return context.changeActor(async ({ user, setUserColumns }) => {
    const next = { ...user.row.stats, ...stats };
    setUserColumns({ stats: next });
    return next;
  });
}

/** Starts the world boss `key` in the Tavern; answers its quest. */
export async function startTavernBoss(
  context: ServiceContext,
  key: string,
): Promise<Record<string, unknown>> {
  const quest = startWorldBoss(key);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    await lockGroup(tx, TAVERN_ID);
    await updateGroup(tx, TAVERN_ID, { quest: quest as never }, now);
  });
  return { ...quest };
}

function refuseOddItemValues(maps: Record<string, Record<string, unknown> | undefined>) {
  const errors: ParamError[] = [];
  for (const [name, map] of Object.entries(maps)) {
    for (const [key, value] of Object.entries(map ?? {})) {
      if (typeof value === 'number' || typeof value === 'boolean') continue;
      const param = `${name}.${key}`;
      const reason = 'must be a number or true/false';
      errors.push({ param, message: formatMessage('invalidParam', { param, reason }), value });
    }
  }
  if (errors.length > 0) throw new BadRequest('invalidRequestParameters', { errors });
}
