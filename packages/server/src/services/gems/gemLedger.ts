// The gem ledger (issue 18; behind the purchase history): every change of a player's gems or
// hourglasses and of a group's gem bank is one gem_transactions row, written in the transaction
// of the change.
//
// Players: a change that moves gems or hourglasses says why with `change.recordGems(move)`
// (PlayerChange, playerChanger.ts) or the `ledger` of `change.writePlayer` (another locked
// player); the write checks that the recorded amounts add up to what the change does and refuses
// it otherwise, so no change of users.gems can go unrecorded. Groups: `changeGroupGems` moves the
// bank and records.
import type { Queryable } from '../../db/database.ts';
import type { DeferredWrite } from '../players/deferredWrite.ts';

/** The original's transaction types (its Transaction model), plus the ledger's first entry. */
export const TRANSACTION_TYPES = [
  'buy_money',
  'buy_gold',
  'spend',
  'gift_send',
  'gift_receive',
  'gifted_with_money',
  'debug',
  'create_challenge',
  'create_bank_challenge',
  'create_guild',
  'change_class',
  'rebirth',
  'release_pets',
  'release_mounts',
  'reroll',
  'contribution',
  'subscription_perks',
  'admin_update_balance',
  'admin_update_hourglasses',
  // Ours: the original lists no type for a challenge's prize paid out or handed back.
  'won_challenge',
  'challenge_refund',
  // What a holder had when the ledger began (the migration's entries).
  'opening_balance',
] as const;

export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type LedgerCurrency = 'gems' | 'hourglasses';

/** Why gems move: the transaction type, and what for (an item key, a player or group id). */
export interface GemReason {
  transactionType: TransactionType;
  reference?: string;
  referenceText?: string;
}

/** One movement: whole gems (not balance units) or hourglasses, negative when spent. */
export interface LedgerMove extends GemReason {
  /** Default `gems`. */
  currency?: LedgerCurrency;
  amount: number;
}

export type Holdings = Record<LedgerCurrency, number>;

/** A player's gems and hourglasses as a users row holds them. */
export function holdingsOf(row: { gems?: unknown; purchased?: unknown }): Holdings {
  // A jsonb column may be handed over as JSON text (see changedColumns).
  const purchased: unknown =
    typeof row.purchased === 'string' ? JSON.parse(row.purchased) : row.purchased;
  const plan = (purchased as { plan?: { consecutive?: { trinkets?: unknown } } } | undefined)?.plan;
  const trinkets = plan?.consecutive?.trinkets;
  return {
    gems: typeof row.gems === 'number' ? row.gems : 0,
    hourglasses: typeof trinkets === 'number' ? trinkets : 0,
  };
}

/**
 * The ledger rows of one player change, as one write `… FROM bumped` so they land only with the
 * player's write (the change's statement), numbered in the order the moves were recorded. Throws
 * when the moves do not add up to `after − before` for a currency: a change that moves gems
 * without saying why (or says so wrongly) is a bug, never written.
 */
export function playerLedgerWrites(
  userId: string,
  {
    before,
    after,
    moves,
    now,
  }: { before: Holdings; after: Holdings; moves: readonly LedgerMove[]; now: Date },
): DeferredWrite[] {
  const current = { ...before };
  const entries: Entry[] = [];
  for (const move of moves) {
    if (move.amount === 0) continue;
    const currency = move.currency ?? 'gems';
    current[currency] += move.amount;
    entries.push({ ...move, currency, currentAmount: current[currency] });
  }
  for (const currency of ['gems', 'hourglasses'] as const) {
    if (current[currency] !== after[currency]) {
      throw new Error(
        `A change moves ${after[currency] - before[currency]} ${currency} of ${userId} but ` +
          `records ${current[currency] - before[currency]} in the gem ledger`,
      );
    }
  }
  return entries.length === 0 ? [] : [entriesWrite({ userId }, entries, now, 'bumped')];
}

/**
 * Moves `amount` whole gems in or out of a group's bank and records it. The caller holds the
 * group's lock (lock order: players, then the group). A bank that would go below zero throws:
 * the caller checks funds first and refuses with its own error.
 */
export async function changeGroupGems(
  tx: Queryable,
  groupId: string,
  move: GemReason & { amount: number; now: Date },
): Promise<number> {
  const [row] = await tx.query<{ balance: number }>(
    'UPDATE groups SET balance = balance + $2, updated_at = $3 WHERE id = $1 RETURNING balance',
    [groupId, move.amount, move.now],
  );
  if (!row) throw new Error(`No group ${groupId} to move gems of`);
  if (move.amount !== 0) {
    const entry = { ...move, currency: 'gems' as const, currentAmount: row.balance };
    const { sql, params } = entriesWrite({ groupId }, [entry], move.now);
    await tx.query(sql, params);
  }
  return row.balance;
}

interface Entry extends LedgerMove {
  currency: LedgerCurrency;
  currentAmount: number;
}

/** One INSERT of the entries in order (ids follow the ORDER BY), joined to `joinTo` if given. */
function entriesWrite(
  holder: { userId?: string; groupId?: string },
  entries: readonly Entry[],
  now: Date,
  joinTo?: string,
): DeferredWrite {
  const params: unknown[] = [holder.userId ?? null, holder.groupId ?? null, now];
  const rows = entries.map((entry, index) => {
    const first = params.length + 1;
    params.push(
      entry.currency,
      entry.transactionType,
      entry.amount,
      entry.currentAmount,
      entry.reference ?? null,
      entry.referenceText ?? null,
    );
    const [c, t, a, cur, r, rt] = [0, 1, 2, 3, 4, 5].map((offset) => `$${first + offset}`);
    return `(${index}, ${c}::text, ${t}::text, ${a}::integer, ${cur}::integer, ${r}::text, ${rt}::text)`;
  });
  return {
    sql: `INSERT INTO gem_transactions (user_id, group_id, currency, transaction_type, amount,
            current_amount, reference, reference_text, created_at)
          SELECT $1::uuid, $2::uuid, e.currency, e.type, e.amount, e.current, e.reference, e.text,
            $3::timestamptz
          FROM (VALUES ${rows.join(', ')}) AS e(n, currency, type, amount, current, reference, text)
          ${joinTo ? `CROSS JOIN ${joinTo}` : ''} ORDER BY e.n`,
    params,
  };
}
