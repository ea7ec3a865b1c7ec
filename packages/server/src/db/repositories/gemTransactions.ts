// Reading the gem ledger (services/gems/gemLedger.ts writes it).
import type { Queryable } from '../database.ts';

export interface GemTransactionRow {
  id: string;
  user_id: string | null;
  group_id: string | null;
  currency: 'gems' | 'hourglasses';
  transaction_type: string;
  amount: number;
  current_amount: number;
  reference: string | null;
  reference_text: string | null;
  created_at: Date;
}

/** A player's entries, newest first. */
export function listPlayerTransactions(
  db: Queryable,
  userId: string,
  limit = 500,
): Promise<GemTransactionRow[]> {
  return db.query<GemTransactionRow>(
    `SELECT id::text AS id, user_id, group_id, currency, transaction_type, amount, current_amount,
       reference, reference_text, created_at
     FROM gem_transactions WHERE user_id = $1 ORDER BY gem_transactions.id DESC LIMIT $2`,
    [userId, limit],
  );
}
