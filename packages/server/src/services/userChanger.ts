// Runs a change to the signed-in player so that no update is lost and nothing is spent twice
// (DESIGN.md, consistency): in one transaction that locks the user row (SELECT … FOR UPDATE) and
// bumps its version (the `userV` clients compare). Hot paths whose writes are all deferred may
// ask for `optimistic`: the player is read without a lock and the writes land in one statement
// only if the version is still the one read; otherwise the change runs again under the lock.
// Once committed, the request's user carries the new version and notifications.
import { NotAuthorized } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { listNotifications } from '../db/repositories/notifications.ts';
import { loadUser, type StoredUser } from '../db/repositories/users.ts';

export interface UserChange {
  tx: Queryable;
  user: StoredUser;
  now: Date;
  /** Columns of the user row to write with the version bump. Names come from code only. */
  setUserColumns(columns: Record<string, unknown>): void;
  /**
   * A write run in the same statement as the version bump, as a data-modifying WITH clause. It
   * may join `bumped` (`… FROM bumped`) so it happens only if the bump does.
   */
  writeWithBump(sql: string, params: readonly unknown[]): void;
  /** Tells a change run with `relistNotifications: false` that it added or removed some. */
  notificationsChanged(): void;
}

export interface ChangeOptions {
  /** `false` skips loading credentials and tags (hot paths such as scoring). */
  withAccount?: boolean;
  /** `false`: the notifications read at authentication stand unless `notificationsChanged()`. */
  relistNotifications?: boolean;
  /**
   * First try without the lock (see above). Only for work that reads through `tx` and writes
   * through `setUserColumns`/`writeWithBump` alone, each `… FROM bumped`.
   */
  optimistic?: boolean;
  /**
   * Locks the other players the change will touch, together with the signed-in one, before the
   * player is loaded — in one id-ordered statement, so two changes that touch the same players
   * take their locks in the same order and cannot deadlock.
   */
  lockFirst?: (tx: Queryable, userId: string) => Promise<unknown>;
}

interface Attempt<T> {
  result: T;
  version: number | undefined;
  mustRelist: boolean;
}

const COLUMN = /^[a-z_]+$/;

export async function changeUser<T>(
  request: FastifyRequest,
  work: (change: UserChange) => Promise<T>,
  {
    withAccount = true,
    relistNotifications = true,
    optimistic = false,
    lockFirst,
  }: ChangeOptions = {},
): Promise<T> {
  const signedIn = request.user;
  if (!signedIn) throw new NotAuthorized();
  const { db, clock } = request.server;
  const now = clock.now();
  const attempt = async (tx: Queryable, isLocked: boolean): Promise<Attempt<T>> => {
    if (isLocked && lockFirst) await lockFirst(tx, signedIn.id);
    const user = await loadUser(tx, signedIn.id, { forUpdate: isLocked, withAccount });
    // Deleted between authentication and now.
    if (!user) throw new NotAuthorized('invalidCredentials', { code: 'invalid_credentials' });
    const columns: Record<string, unknown> = {};
    const writes: { sql: string; params: readonly unknown[] }[] = [];
    let mustRelist = relistNotifications;
    const result = await work({
      tx,
      user,
      now,
      setUserColumns: (changed) => Object.assign(columns, changed),
      writeWithBump: (sql, params) => writes.push({ sql, params }),
      notificationsChanged: () => (mustRelist = true),
    });
    const expected = isLocked ? undefined : user.row.version;
    const [bumped] = await tx.query<{ version: number }>(
      ...bumpStatement(signedIn.id, now, columns, writes, expected),
    );
    return { result, version: bumped?.version, mustRelist };
  };

  let outcome = optimistic ? await attempt(db, false) : undefined;
  // Someone changed the player between our read and our write: nothing was written; go locked.
  if (outcome?.version === undefined) {
    outcome = await retryOnDeadlock(() => db.transaction((tx) => attempt(tx, true)));
  }
  request.user = {
    id: signedIn.id,
    version: outcome.version ?? signedIn.version,
    notifications: outcome.mustRelist
      ? await listNotifications(db, signedIn.id)
      : signedIn.notifications,
  };
  return outcome.result;
}

/**
 * A change that locks other players too (a party skill locks every member after the caster) can
 * meet another change taking the same locks the other way round; PostgreSQL then aborts one of
 * them. The aborted transaction wrote nothing, so it runs again.
 */
const RETRIED_CODES = new Set(['40P01', '40001']); // deadlock_detected, serialization_failure
const ATTEMPTS = 5;

async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRIED_CODES.has(code)) throw error;
    }
  }
}

/** `WITH bumped AS (UPDATE users … RETURNING version), w0 AS (write), … SELECT version`. */
function bumpStatement(
  userId: string,
  now: Date,
  columns: Record<string, unknown>,
  writes: readonly { sql: string; params: readonly unknown[] }[],
  expectedVersion: number | undefined,
): [string, unknown[]] {
  const params: unknown[] = [userId, now];
  const names = Object.keys(columns).filter((name) => COLUMN.test(name));
  const sets = names.map((name) => {
    params.push(columns[name]);
    return `, ${name} = $${params.length}`;
  });
  let condition = '';
  if (expectedVersion !== undefined) {
    params.push(expectedVersion);
    condition = ` AND version = $${params.length}`;
  }
  const clauses = writes.map(({ sql, params: own }, index) => {
    const offset = params.length;
    params.push(...own);
    const renumbered = sql.replace(/\$(\d+)/g, (_whole, n: string) => `$${Number(n) + offset}`);
    return `, w${index} AS (${renumbered})`;
  });
  return [
    `WITH bumped AS (UPDATE users SET version = version + 1, updated_at = $2${sets.join('')} ` +
      `WHERE id = $1${condition} RETURNING version)${clauses.join('')} SELECT version FROM bumped`,
    params,
  ];
}
