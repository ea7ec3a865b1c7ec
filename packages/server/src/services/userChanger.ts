// Runs a change to the signed-in player in one transaction that locks the user row
// (SELECT … FOR UPDATE) and bumps its version (the `userV` clients compare) in the same
// transaction (DESIGN.md, consistency). Once committed, the request's user carries the new
// version and notifications, so the envelope sends them.
import { NotAuthorized } from '@questlog/core';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { listNotifications } from '../db/repositories/notifications.ts';
import { loadUser, type StoredUser } from '../db/repositories/users.ts';

export interface UserChange {
  tx: Queryable;
  user: StoredUser;
  now: Date;
  /**
   * Columns of the user row to write with the version bump (one statement instead of two).
   * Names come from code, never from a request.
   */
  setUserColumns(columns: Record<string, unknown>): void;
  /**
   * A write (UPDATE/INSERT/DELETE with `$n` parameters) run in the same statement as the version
   * bump, as a data-modifying WITH clause: one round trip fewer on hot paths.
   */
  writeWithBump(sql: string, params: readonly unknown[]): void;
  /** Tells a change run with `relistNotifications: false` that it added or removed some. */
  notificationsChanged(): void;
}

export interface ChangeOptions {
  /** `false` skips loading credentials and tags (hot paths such as scoring). */
  withAccount?: boolean;
  /**
   * `false`: the notifications read at authentication stand unless the change calls
   * `notificationsChanged()` (saves a query on hot paths).
   */
  relistNotifications?: boolean;
}

const COLUMN = /^[a-z_]+$/;

export async function changeUser<T>(
  request: FastifyRequest,
  work: (change: UserChange) => Promise<T>,
  { withAccount = true, relistNotifications = true }: ChangeOptions = {},
): Promise<T> {
  const signedIn = request.user;
  if (!signedIn) throw new NotAuthorized();
  const now = request.server.clock.now();
  const outcome = await request.server.db.transaction(async (tx) => {
    const user = await loadUser(tx, signedIn.id, { forUpdate: true, withAccount });
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
    const [bumped] = await tx.query<{ version: number }>(
      ...bumpStatement(signedIn.id, now, columns, writes),
    );
    return {
      result,
      version: bumped?.version,
      notifications: mustRelist ? await listNotifications(tx, signedIn.id) : signedIn.notifications,
    };
  });
  if (outcome.version !== undefined) {
    request.user = {
      id: signedIn.id,
      version: outcome.version,
      notifications: outcome.notifications,
    };
  }
  return outcome.result;
}

/** `WITH w0 AS (write), … UPDATE users SET version = version + 1, … RETURNING version`. */
function bumpStatement(
  userId: string,
  now: Date,
  columns: Record<string, unknown>,
  writes: readonly { sql: string; params: readonly unknown[] }[],
): [string, unknown[]] {
  const params: unknown[] = [userId, now];
  const names = Object.keys(columns).filter((name) => COLUMN.test(name));
  const sets = names.map((name) => {
    params.push(columns[name]);
    return `, ${name} = $${params.length}`;
  });
  const clauses = writes.map(({ sql, params: own }, index) => {
    const offset = params.length;
    params.push(...own);
    const renumbered = sql.replace(/\$(\d+)/g, (_whole, n: string) => `$${Number(n) + offset}`);
    return `w${index} AS (${renumbered})`;
  });
  const withClause = clauses.length > 0 ? `WITH ${clauses.join(', ')} ` : '';
  return [
    `${withClause}UPDATE users SET version = version + 1, updated_at = $2${sets.join('')} ` +
      'WHERE id = $1 RETURNING version',
    params,
  ];
}
