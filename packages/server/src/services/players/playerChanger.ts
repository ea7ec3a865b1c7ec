// Runs a change to one player so that no update is lost and nothing is spent twice
// (docs/architecture.md): in one transaction that locks the user row (SELECT … FOR NO KEY UPDATE:
// as exclusive between changes as FOR UPDATE, but rows of other tables that reference the player —
// notifications another player writes — are not blocked by it) and bumps its version (the `userV`
// clients compare). Hot paths whose writes are all deferred may ask for `optimistic`: the player is
// read without a lock through a read-only handle and the writes land in one statement only if the
// version is still the one read; otherwise the change runs again under the lock. Only the columns
// whose value changed are written.
//
// The one way a player's row is written: a change may lock more (other players, a group, a
// challenge, a team-board task: `lock`, see lockScope.ts), taken in the documented order
// (docs/locking.md) before its player is loaded; `work` gets those rows and writes any locked
// player through `writePlayer`, each with its version bumped and only changed columns written.
// A deadlock or serialization failure runs the whole change again.
//
// It takes a ServiceContext, not a request: a route, a background job or an admin action on
// another player all call it the same way. Routes go through their adapter (changeUser.ts,
// beside the routes).
import { randomUUID } from 'node:crypto';
import { NotAuthorized, type TaskRecord } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import type { BoardTask } from '../../db/repositories/boardTasks.ts';
import type { ChallengeRow } from '../../db/repositories/challenges.ts';
import type { GroupRow } from '../../db/repositories/groups.ts';
import { insertTaskRecordsStatement } from '../../db/repositories/taskRecords.ts';
import { loadUser, type StoredUser, type UserRow } from '../../db/repositories/users.ts';
import { holdingsOf, playerLedgerWrites, type LedgerMove } from '../gems/gemLedger.ts';
import { claimWrites, markClaimed } from '../idempotency/idempotencyClaim.ts';
import type { RandomSource } from '../random.ts';
import type { ServiceContext } from '../serviceContext.ts';
import { startKeeping, type UndoKind } from '../undo/changeKeeper.ts';
import { bumpStatement, type DeferredWrite } from './bumpStatement.ts';
import { changedColumns } from './changedColumns.ts';
import { lockScope, type LockedRows, type LockScope } from './lockScope.ts';
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
  /**
   * Adds rows to the player's full record (task_records, docs/records.md): all of a change's rows
   * go in one INSERT in the change's statement, stamped with the player's version after it.
   */
  recordTasks(records: readonly TaskRecord[]): void;
  /** The other players the change locked (`lock`), by id, as read under the lock. */
  others: ReadonlyMap<string, UserRow>;
  /** Any locked player as changed so far, this one included. */
  playerRow(userId: string): UserRow | undefined;
  /**
   * Changes any locked player: this one through setUserColumns (and recordGems), another written
   * now, version bumped and unchanged values skipped, with the gem-ledger moves of the write.
   */
  writePlayer(
    userId: string,
    columns: Record<string, unknown>,
    ledger?: readonly LedgerMove[],
  ): Promise<void>;
  /** The group row `lock.group` names, locked; undefined if none or it does not exist. */
  group: GroupRow | undefined;
  /** The challenge row `lock.challenge` names, locked. */
  challenge: ChallengeRow | undefined;
  /** The team-board task `lock.boardTaskId` names, locked. */
  boardTask: BoardTask | undefined;
  /**
   * The player's tasks `ids` are about to be written or deleted: an undoable change (`undo`)
   * keeps them as they are now (call it before the write); any other change ignores it.
   */
  keepTasks(ids: readonly string[]): Promise<void>;
  /**
   * The change also writes what an undo could not put back exactly (a challenge's own task,
   * which its members share): it is kept for no undo and answers no change id.
   */
  forgoUndo(): void;
}

export interface ChangeOptions {
  /** `false` skips loading credentials and tags (hot paths such as scoring). */
  withAccount?: boolean;
  /** `false`: the caller's notification list stands unless `notificationsChanged()`. */
  relistNotifications?: boolean;
  /**
   * First try without the lock (see above). Only for work that reads through `tx` and writes
   * through `setUserColumns`/`writeWithBump` alone, each `… FROM bumped`. Ignored with `lock`.
   */
  optimistic?: boolean;
  /**
   * What the change locks besides its player, before the player is loaded (lockScope.ts): the
   * players in one id-ordered statement, then a group, a challenge, a board task.
   */
  lock?: LockScope;
  /**
   * A locked change that sets no column and defers no write leaves the row and its version as
   * they were (a chat post outside a party changes other tables only).
   */
  onlyIfChanged?: boolean;
  /** With `optimistic`: the player as already read (no account), so the first try skips a read. */
  snapshot?: StoredUser | undefined;
  /**
   * With `optimistic`: the task (id or alias) the work reads first. An unlocked read of the player
   * reads it in the same statement (`user.preloadedTasks`); the locked one leaves it to the work.
   */
  preloadTask?: string;
  /**
   * The change may be undone (POST /user/undo/:changeId): what it replaces is kept in its own
   * statement (services/undo/changeKeeper.ts) and its outcome carries the change's id.
   */
  undo?: UndoKind;
}

export interface ChangeOutcome<T> {
  result: T;
  /** The player's version after the change. */
  version: number;
  /** The player's notifications changed (or the caller asked to relist them). */
  mustRelistNotifications: boolean;
  /** An undoable change's id, once written. */
  changeId?: string;
}

export async function changePlayer<T>(
  context: ServiceContext,
  userId: string,
  work: (change: PlayerChange) => Promise<T>,
  options: ChangeOptions = {},
): Promise<ChangeOutcome<T>> {
  const { db } = context;
  // A change that locks more than its player never runs unlocked.
  const isOptimistic = options.optimistic === true && !options.lock;
  let outcome = isOptimistic ? await attempt(db, context, userId, work, options, false) : undefined;
  // Someone changed the player between our read and our write: nothing was written. That change
  // has most likely committed by now, so one more unlocked try on a fresh read (one statement,
  // the task with the player) usually lands, for two statements where the lock costs five.
  if (isOptimistic && outcome?.version === undefined) {
    outcome = await attempt(db, context, userId, work, { ...options, snapshot: undefined }, false);
  }
  // Still raced (or not optimistic): under the lock.
  if (outcome?.version === undefined) {
    outcome = await retryOnDeadlock(() =>
      db.transaction((tx) => attempt(tx, context, userId, work, options, true)),
    );
  }
  // Locked, the row exists (loadUser found it under the lock), so the bump returned a version.
  return { ...outcome, version: outcome.version! };
}

/** Who and when, for a change inside a transaction the caller holds. */
export interface TransactionChangeContext {
  now: Date;
  /** Work that rolls no dice may leave it out. */
  random?: RandomSource;
  actorId?: string;
  client?: string | null;
}

/**
 * The same change, locked, inside a transaction the caller already holds (a sign-in or password
 * reset that finds the player in its own statements; a new account's first writes). The caller's
 * transaction retries nothing: it fails as a whole.
 */
export async function changePlayerInTransaction<T>(
  tx: Queryable,
  { now, random = NO_DICE, actorId, client = null }: TransactionChangeContext,
  userId: string,
  work: (change: PlayerChange) => Promise<T>,
  options: Omit<ChangeOptions, 'optimistic' | 'snapshot'> = {},
): Promise<ChangeOutcome<T>> {
  const context = { clock: { now: () => now }, random, actorId, client };
  const outcome = await attempt(tx, context, userId, work, options, true);
  return { ...outcome, version: outcome.version! };
}

const NO_DICE: RandomSource = () => {
  throw new Error('This change was given no random source');
};

const NOTHING_LOCKED: LockedRows = {
  others: new Map(),
  group: undefined,
  challenge: undefined,
  boardTask: undefined,
};

async function attempt<T>(
  tx: Queryable,
  context: Pick<ServiceContext, 'random' | 'actorId' | 'client' | 'idempotencyKey'> & {
    clock: { now(): Date };
  },
  userId: string,
  work: (change: PlayerChange) => Promise<T>,
  {
    withAccount = true,
    relistNotifications = true,
    lock,
    snapshot,
    onlyIfChanged = false,
    undo,
    optimistic = false,
    preloadTask,
  }: ChangeOptions,
  isLocked: boolean,
) {
  const { clock, random, actorId, client = null } = context;
  const now = clock.now();
  const locked = isLocked && lock ? await lockScope(tx, userId, lock) : NOTHING_LOCKED;
  // Under the lock the task is read after it: a statement that waited for the lock reads other
  // tables as they were when it started, perhaps before the change that held the lock.
  const user =
    !isLocked && snapshot && !withAccount
      ? snapshot
      : await loadUser(tx, userId, {
          forUpdate: isLocked,
          withAccount,
          ...(isLocked ? {} : { preloadTask }),
        });
  // Deleted meanwhile (between authentication and now, or before a job reached it).
  if (!user) throw new NotAuthorized('invalidCredentials', { code: 'invalid_credentials' });
  const columns: Record<string, unknown> = {};
  const writes: DeferredWrite[] = [];
  const moves: LedgerMove[] = [];
  const records: TaskRecord[] = [];
  const others = new Map(locked.others);
  let mustRelistNotifications = relistNotifications;
  const setUserColumns = (changed: Record<string, unknown>) => Object.assign(columns, changed);
  const changeId = randomUUID();
  const keeper = undo
    ? await startKeeping(tx, {
        changeId,
        userId,
        kind: undo,
        now,
        // Optimistic work defers every write to the statement, even on its locked retry.
        mayWriteFirst: isLocked && !optimistic,
      })
    : undefined;
  const result = await work({
    tx: isLocked ? tx : readOnly(tx),
    user,
    now,
    random,
    actorId,
    client,
    setUserColumns,
    writeWithBump: (sql, params) => writes.push({ sql, params }),
    notificationsChanged: () => (mustRelistNotifications = true),
    recordGems: (move) => moves.push(move),
    recordTasks: (rows) => records.push(...rows),
    others,
    playerRow: (id) => (id === userId ? ({ ...user.row, ...columns } as UserRow) : others.get(id)),
    writePlayer: async (id, changed, ledger = []) => {
      if (id === userId) {
        setUserColumns(changed);
        for (const move of ledger) moves.push(move);
        return;
      }
      const before = others.get(id);
      // Only a player locked with the change is written (docs/locking.md).
      if (!before) throw new Error(`Player ${id} is not locked by this change`);
      await writeLockedPlayer(tx, { userId: id, now, columns: changed, before, ledger });
      others.set(id, { ...before, ...changed } as UserRow);
    },
    group: locked.group,
    challenge: locked.challenge,
    boardTask: locked.boardTask,
    keepTasks: async (ids) => keeper?.keepTasks(ids),
    forgoUndo: () => keeper?.forgo(),
  });
  const expected = isLocked ? undefined : user.row.version;
  const changed = changedColumns(user.row, columns);
  const ledger = ledgerOf(userId, user.row, changed, moves, now);
  if (records.length > 0) writes.push(toDeferred(insertTaskRecordsStatement(userId, records)));
  if (
    onlyIfChanged &&
    isLocked &&
    Object.keys(changed).length + writes.length + ledger.length === 0
  ) {
    return { result, version: user.row.version as number | undefined, mustRelistNotifications };
  }
  // The request's Idempotency-Key is claimed in the change's own statement (idempotencyClaim.ts).
  const claim = claimWrites(context.idempotencyKey, now);
  const kept = keeper?.writes(user.row, changed, moves) ?? [];
  const [bumped] = await tx.query<{ version: number }>(
    ...bumpStatement(userId, now, changed, [...writes, ...ledger, ...claim, ...kept], expected),
  );
  if (bumped) markClaimed(context.idempotencyKey);
  const undoable = kept.length > 0 && bumped ? { changeId } : {};
  return { result, version: bumped?.version, mustRelistNotifications, ...undoable };
}

function toDeferred([sql, params]: [string, unknown[]]): DeferredWrite {
  return { sql, params };
}

/**
 * Writes another player the change locked: the same statement as the change's own (version
 * bumped, only changed columns set, the gem-ledger entries with it).
 */
async function writeLockedPlayer(
  tx: Queryable,
  { userId, now, columns, before, ledger }: WriteLocked,
): Promise<void> {
  const changed = changedColumns(before, columns);
  const entries = ledgerOf(userId, before, changed, ledger, now);
  await tx.query(...bumpStatement(userId, now, changed, entries, undefined));
}

interface WriteLocked {
  userId: string;
  now: Date;
  columns: Record<string, unknown>;
  /** The row as read under the lock: columns equal to it are not written. */
  before: object;
  /** Why the write moves the player's gems or hourglasses (see PlayerChange.recordGems). */
  ledger: readonly LedgerMove[];
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
