// The one statement that writes a player: `WITH bumped AS (UPDATE users … RETURNING version),
// w0 AS (write), … SELECT version FROM bumped`. The version bump, the changed columns and the
// deferred writes land together or not at all.
import type { DeferredWrite } from './deferredWrite.ts';

export type { DeferredWrite };

const COLUMN = /^[a-z_]+$/;

export function bumpStatement(
  userId: string,
  now: Date,
  columns: Record<string, unknown>,
  writes: readonly DeferredWrite[],
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
