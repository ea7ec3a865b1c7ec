// The purchase history (GET /user/purchase-history, GET /members/:memberId/purchase-history): a
// player's gem and hourglass ledger, newest first, in the original's shape. Gem amounts are in
// balance units as the original's (4 gems to the unit); hourglasses are counts.
import { BadRequest, NotFound, isUuid } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  listPlayerTransactions,
  type GemTransactionRow,
} from '../../db/repositories/gemTransactions.ts';
import { balanceOf } from '../gems.ts';

export async function purchaseHistory(db: Queryable, userId: string) {
  return (await listPlayerTransactions(db, userId)).map(presentTransaction);
}

/** Any player's history, for staff: 400 for an id that is no UUID, 404 for no such player. */
export async function memberPurchaseHistory(db: Queryable, memberId: string) {
  if (!isUuid(memberId)) throw new BadRequest('memberIdRequired');
  const [member] = await db.query('SELECT 1 FROM users WHERE id = $1', [memberId]);
  if (!member) throw new NotFound('userWithIDNotFound', { params: { userId: memberId } });
  return purchaseHistory(db, memberId.toLowerCase());
}

export function presentTransaction(row: GemTransactionRow) {
  const units = (value: number) => (row.currency === 'gems' ? balanceOf(value) : value);
  return {
    _id: row.id,
    id: row.id,
    currency: row.currency,
    transactionType: row.transaction_type,
    amount: units(row.amount),
    currentAmount: units(row.current_amount),
    reference: row.reference ?? undefined,
    referenceText: row.reference_text ?? undefined,
    userId: row.user_id,
    createdAt: row.created_at.toISOString(),
  };
}
