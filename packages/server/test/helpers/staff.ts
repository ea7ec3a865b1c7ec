// Staff players for route tests: permissions set straight in the database (granting them is a
// staff tool itself), and the gem-ledger checks.
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { registerAccount, type TestAccount } from './accounts.ts';

export async function registerStaff(
  app: App,
  permissions: Record<string, boolean>,
): Promise<TestAccount> {
  const account = await registerAccount(app);
  await app.db.query('UPDATE users SET permissions = $2 WHERE id = $1', [account.id, permissions]);
  return account;
}

/** The player's ledger adds up to their gems and hourglasses, entry by entry. */
export async function expectLedgerMatches(app: App, userId: string): Promise<void> {
  const [held] = await app.db.query<{ gems: number; trinkets: number }>(
    `SELECT gems, coalesce((purchased #>> '{plan,consecutive,trinkets}')::int, 0) AS trinkets
     FROM users WHERE id = $1`,
    [userId],
  );
  const sums = await app.db.query<{ currency: string; total: number; last: number | null }>(
    `SELECT currency, sum(amount)::int AS total,
       (array_agg(current_amount ORDER BY id DESC))[1] AS last
     FROM gem_transactions WHERE user_id = $1 GROUP BY currency`,
    [userId],
  );
  const of = (currency: string) => sums.find((row) => row.currency === currency);
  expect(of('gems')?.total ?? 0).toBe(held!.gems);
  expect(of('gems')?.last ?? 0).toBe(held!.gems);
  expect(of('hourglasses')?.total ?? 0).toBe(held!.trinkets);
}
