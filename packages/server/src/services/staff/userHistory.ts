// GET /admin/user/:userId/history: what staff see of a player's past. The original's lists
// (`armoire`, `questInviteResponses`, `cron`, newest first, 20 each) and, ours beside them, the
// audit trail (`events`: sign-ins, password changes, staff edits, suspensions, coupons) and the gem
// ledger (`transactions`). Armoire openings and quest invitation answers come from their events
// (historyEvents.ts); each of the original's lists holds `length` entries.
import type { Queryable } from '../../db/database.ts';
import { listAuditEntries, type AuditEntry } from '../../db/repositories/auditEntries.ts';
import { listPlayerTransactions } from '../../db/repositories/gemTransactions.ts';
import { AUDITED_EVENT_TYPES } from '../events/auditTrail.ts';
import { presentTransaction } from '../gems/purchaseHistory.ts';
import { ARMOIRE_OPENED, QUEST_INVITE_ANSWERED } from './historyEvents.ts';

const TRAIL_LENGTH = 200;

const timestampOf = (entry: AuditEntry) => new Date(entry.createdAt).toISOString();
/** A payload field as the text it was recorded as (payloads are open records). */
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);
const rewardOf = (value: unknown) => (typeof value === 'number' ? value : textOf(value));

export async function userHistory(db: Queryable, userId: string, length: number) {
  const [player] = await db.query<{ login_incentives: number }>(
    'SELECT login_incentives FROM users WHERE id = $1',
    [userId],
  );
  const runs = await db.query<{ ran_at: Date; client: string | null }>(
    'SELECT ran_at, client FROM cron_runs WHERE user_id = $1 ORDER BY ran_at DESC LIMIT $2',
    [userId, length],
  );
  const armoire = await listAuditEntries(db, userId, [ARMOIRE_OPENED], length);
  const answers = await listAuditEntries(db, userId, [QUEST_INVITE_ANSWERED], length);
  const events = await listAuditEntries(db, userId, AUDITED_EVENT_TYPES, TRAIL_LENGTH);
  const transactions = await listPlayerTransactions(db, userId, TRAIL_LENGTH);
  if (!player && events.length === 0) return undefined;
  const checkIns = player?.login_incentives ?? 0;
  return {
    userId,
    armoire: armoire.map((entry) => ({
      timestamp: timestampOf(entry),
      client: textOf(entry.payload.client) ?? null,
      reward: rewardOf(entry.payload.reward),
    })),
    questInviteResponses: answers.map((entry) => ({
      timestamp: timestampOf(entry),
      client: textOf(entry.payload.client) ?? null,
      quest: textOf(entry.payload.quest),
      response: textOf(entry.payload.response),
    })),
    // Each day boundary counts one check-in: the newest run reached today's count.
    cron: runs.map((run, index) => ({
      timestamp: run.ran_at.toISOString(),
      checkinCount: Math.max(0, checkIns - index),
      client: run.client,
    })),
    events: events.map((entry) => ({
      id: entry.eventId,
      type: entry.type,
      timestamp: timestampOf(entry),
      ...entry.payload,
    })),
    transactions: transactions.map(presentTransaction),
  };
}
