// What is pruned, and when: one job per table that would otherwise grow for ever. The rules and
// the reasons are in docs/data-retention.md; each job deletes in batches through an index.
import type { Queryable } from '../../db/database.ts';
import { pruneDoneEvents } from '../../db/repositories/events.ts';
import { ensureTaskRecordPartitions } from '../../db/repositories/taskRecords.ts';
import {
  deleteChatBeyondNewest,
  deleteDatedRows,
  listGroupsChattedSince,
  type DatedTable,
} from '../../db/repositories/retention.ts';

const DAY_MS = 86_400_000;

export interface RetentionPolicy {
  /** Delivered events stay this long (a person looking into a delivery has a week). */
  keepDeliveredEventsDays: number;
  /**
   * Each group keeps its newest messages, this many (CHAT_MESSAGES_KEPT; by default five of the
   * original's 200-message pages); 0 keeps every message.
   */
  keepChatMessagesPerGroup: number;
  /** Analytics rows stay this long. */
  keepAnalyticsDays: number;
  /** Undo before-images stay this long (an undo is refused after a minute anyway). */
  keepPlayerChangesDays: number;
}

export const defaultRetentionPolicy: RetentionPolicy = {
  keepDeliveredEventsDays: 7,
  keepChatMessagesPerGroup: 1_000,
  keepAnalyticsDays: 90,
  keepPlayerChangesDays: 1,
};

export interface BatchInput {
  now: Date;
  /** Where the job stopped last time (a job walking a sequence); '0' at first. */
  position: string;
  limit: number;
}

export interface BatchOutput {
  deleted: number;
  /** Nothing left to do this run. */
  isDone: boolean;
  position?: string;
}

export interface RetentionJob {
  name: string;
  runBatch(db: Queryable, input: BatchInput): Promise<BatchOutput>;
}

/** Deletes rows dated `keepMs` before now, `limit` at a time, until a batch is short. */
function datedRowsJob(table: DatedTable, keepMs = 0): RetentionJob {
  return {
    name: table,
    async runBatch(db, { now, limit }) {
      const deleted = await deleteDatedRows(db, table, new Date(now.getTime() - keepMs), limit);
      return { deleted, isDone: deleted < limit };
    },
  };
}

/** Groups cut in one statement: each walks past its newest `keep` messages in the index. */
const GROUPS_PER_STATEMENT = 50;

/**
 * Chat: the groups that received messages since the job last looked (by `seq`, so a quiet group
 * is never visited again) each lose what lies beyond their newest `keep`, a few groups and at most
 * `limit` messages a statement.
 */
function chatJob(keep: number): RetentionJob {
  return {
    name: 'chat_messages',
    async runBatch(db, { position, limit }) {
      const seen = await listGroupsChattedSince(db, position, limit);
      let deleted = 0;
      for (let from = 0; from < seen.groupIds.length; from += GROUPS_PER_STATEMENT) {
        const groupIds = seen.groupIds.slice(from, from + GROUPS_PER_STATEMENT);
        const perGroup = Math.ceil(limit / groupIds.length);
        let batch: number;
        do {
          batch = await deleteChatBeyondNewest(db, groupIds, keep, perGroup);
          deleted += batch;
          // Fewer than one group's share deleted: no group reached its share, so none has more.
        } while (batch >= perGroup);
      }
      return { deleted, isDone: seen.scanned < limit, position: seen.lastSeq };
    },
  };
}

/** Months of task_records created ahead of the clock, so no day lands in the default partition. */
export const TASK_RECORD_MONTHS_AHEAD = 3;

/** Not a prune: task_records is kept whole, and this job creates its coming months' partitions. */
const taskRecordMonthsJob: RetentionJob = {
  name: 'task_record_months',
  async runBatch(db, { now }) {
    const month = (offset: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
        .toISOString()
        .slice(0, 10);
    // From last month: a player far west of UTC may still be in it.
    await ensureTaskRecordPartitions(db, month(-1), month(TASK_RECORD_MONTHS_AHEAD + 1));
    return { deleted: 0, isDone: true };
  },
};

export function retentionJobs(policy: RetentionPolicy = defaultRetentionPolicy): RetentionJob[] {
  return [
    {
      name: 'events',
      async runBatch(db, { now, limit }) {
        const deleted = await pruneDoneEvents(db, policy.keepDeliveredEventsDays, now, limit);
        return { deleted, isDone: deleted < limit };
      },
    },
    ...(policy.keepChatMessagesPerGroup > 0 ? [chatJob(policy.keepChatMessagesPerGroup)] : []),
    datedRowsJob('analytics_events', policy.keepAnalyticsDays * DAY_MS),
    datedRowsJob('player_changes', policy.keepPlayerChangesDays * DAY_MS),
    datedRowsJob('password_reset_codes'),
    datedRowsJob('idempotency_keys'),
    datedRowsJob('rate_limit_windows'),
    taskRecordMonthsJob,
  ];
}
