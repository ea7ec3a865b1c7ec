// Runs a change to one player so that no update is lost and nothing is spent twice
// (docs/architecture.md): in one transaction that locks the user row (SELECT … FOR NO KEY UPDATE:
// as exclusive between changes as FOR UPDATE, but rows of other tables that reference the player —
// notifications another player writes — are not blocked by it) and bumps its version (the `userV`
// clients compare). Hot paths whose writes are all deferred may ask for `optimistic`: the player is
// read without a lock through a read-only handle and the writes land in one statement only if the
// version is still the one read; otherwise the change runs again under the lock. Only the columns
// whose value changed are written.
//
// It takes a ServiceContext, not a request: a route, a background job or an admin action on
// another player all call it the same way. Routes go through userChanger.ts's adapter.
import { NotAuthorized } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { loadUser, type StoredUser } from '../../db/repositories/users.ts';
import { holdingsOf, playerLedgerWrites, type LedgerMove } from '../gems/gemLedger.ts';
import type { RandomSource } from '../random.ts';
import type { ServiceContext } from '../serviceContext.ts';
import { bumpStatement, type DeferredWrite } from './bumpStatement.ts';
import { changedColumns } from './changedColumns.ts';
import { readOnly } from './readOnlyQueryable.ts';
import { retryOnDeadlock } from './retryOnDeadlock.ts';

export interface PlayerChange {
  /** The transaction (locked mode) or a read-only handle (optimistic mode). */
  tx: Queryable;
  user: StoredUser;
  now: Date;
  random: RandomSource;
  /** Who acts (see ServiceContext); not always the player changed. */
  actorId: string | undefined;
  /** The acting request's `x-client` header, or null (a job, or none sent). */
  client: string | null;
  /** Columns of the user row to write with the version bump; unchanged values are dropped. */
  setUserColumns(columns: Record<string, unknown>): void;
  /**
   * A write run in the same statement as the version bump, as a data-modifying WITH clause. It
   * may join `bumped` (`… FROM bumped`) so it happens only if the bump does.
   */
  writeWithBump(sql: string, params: readonly unknown[]): void;
  /** Tells a change run with `relistNotifications: false` that it added or removed some. */
  notificationsChanged(): void;
  /**
   * Says why the change moves the player's gems or hourglasses: one gem-ledger entry, written
   * with the change (services/gems/gemLedger.ts). The moves recorded must add up to what the
   * change does to them, or the change fails.
   */
  recordGems(move: LedgerMove): void;
}

export interface ChangeOptions {
  /** `false` skips loading credentials and tags (hot paths such as scoring). */
  withAccount?: boolean;
  /** `false`: the caller's notification list stands unless `notificationsChanged()`. */
  relistNotifications?: boolean;
  /**
   * First try without the lock (see above). Only for work that reads through `tx` and writes
   * through `setUserColumns`/`writeWithBump` alone, each `… FROM bumped`.
   */
  optimistic?: boolean;
  /**
   * Locks the other players the change will touch, together with this one, before the player is
   * loaded — in one id-ordered statement, so two changes that touch the same players take their
   * locks in the same order and cannot deadlock.
   */
  lockFirst?: (tx: Queryable, userId: string) => Promise<unknown>;
  /** With `optimistic`: the player as already read (no account), so the first try skips a read. */
  snapshot?: StoredUser | undefined;
}

export interface ChangeOutcome<T> {
  result: T;
  /** The player's version after the change. */
  version: number;
  /** The player's notifications changed (or the caller asked to relist them). */
  mustRelistNotifications: boolean;
}

export async function changePlayer<T>(
  context: ServiceContext,
  userId: string,
  work: (change: PlayerChange) => Promise<T>,
  {
    withAccount = true,
    relistNotifications = true,
    optimistic = false,
    lockFirst,
    snapshot,
  }: ChangeOptions = {},
): Promise<ChangeOutcome<T>> {
  const { db, clock, random, actorId, client = null } = context;
  const now = clock.now();
  const attempt = async (tx: Queryable, isLocked: boolean) => {
    if (isLocked && lockFirst) await lockFirst(tx, userId);
    const user =
      !isLocked && snapshot && !withAccount
        ? snapshot
        : await loadUser(tx, userId, { forUpdate: isLocked, withAccount });
    // Deleted meanwhile (between authentication and now, or before a job reached it).
    if (!user) throw new NotAuthorized('invalidCredentials', { code: 'invalid_credentials' });
    const columns: Record<string, unknown> = {};
    const writes: DeferredWrite[] = [];
    const moves: LedgerMove[] = [];
    let mustRelistNotifications = relistNotifications;
    const result = await work({
      tx: isLocked ? tx : readOnly(tx),
      user,
      now,
      random,
      actorId,
      client,
      setUserColumns: (changed) => Object.assign(columns, changed),
      writeWithBump: (sql, params) => writes.push({ sql, params }),
      notificationsChanged: () => (mustRelistNotifications = true),
      recordGems: (move) => moves.push(move),
    });
    const expected = isLocked ? undefined : user.row.version;
    const changed = changedColumns(user.row, columns);
    const ledger = ledgerOf(userId, user.row, changed, moves, now);
    const [bumped] = await tx.query<{ version: number }>(
      ...bumpStatement(userId, now, changed, [...writes, ...ledger], expected),
    );
    return { result, version: bumped?.version, mustRelistNotifications };
  };

  let outcome = optimistic ? await attempt(db, false) : undefined;
  // Someone changed the player between our read and our write: nothing was written; go locked.
  if (outcome?.version === undefined) {
    outcome = await retryOnDeadlock(() => db.transaction((tx) => attempt(tx, true)));
  }
  // Locked, the row exists (loadUser found it under the lock), so the bump returned a version.
  return { ...outcome, version: outcome.version! };
}

/**
 * Writes a player inside a transaction the caller already holds, with the player's row locked
 * (another player a skill acted on; a sign-in or password reset that finds the player in its own
 * statements). The same statement as changePlayer's: version bumped, only changed columns set.
 */
export async function writeLockedPlayer(
  tx: Queryable,
  { userId, now, columns, before, ledger = [] }: WriteLocked,
): Promise<void> {
  const changed = before ? changedColumns(before, columns) : columns;
  if (!before && ('gems' in changed || 'purchased' in changed || ledger.length > 0)) {
    throw new Error('Writing gems or hourglasses of a locked player needs the row read before');
  }
  const entries = before ? ledgerOf(userId, before, changed, ledger, now) : [];
  await tx.query(...bumpStatement(userId, now, changed, entries, undefined));
}

interface WriteLocked {
  userId: string;
  now: Date;
  columns: Record<string, unknown>;
  /** The row as read under the lock: columns equal to it are not written. */
  before?: object;
  /** Why the write moves the player's gems or hourglasses (see PlayerChange.recordGems). */
  ledger?: readonly LedgerMove[];
}

/** The gem-ledger rows of a write: what it does to gems and hourglasses, checked against `moves`. */
function ledgerOf(
  userId: string,
  before: object,
  changed: Record<string, unknown>,
  moves: readonly LedgerMove[],
  now: Date,
): DeferredWrite[] {
  if (moves.length === 0 && !('gems' in changed) && !('purchased' in changed)) return [];
  const after = holdingsOf({ ...before, ...changed });
  return playerLedgerWrites(userId, { before: holdingsOf(before), after, moves, now });
}
