// The player's webhooks, one row each, in creation order.
import type { Queryable } from '../database.ts';
import { TAVERN_ID } from './groups.ts';

export interface WebhookRow {
  id: string;
  user_id: string;
  type: string;
  label: string;
  url: string;
  enabled: boolean;
  options: Record<string, unknown>;
  secret: string;
  failures: number;
  last_failure_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type WebhookFields = Pick<WebhookRow, 'type' | 'label' | 'url' | 'enabled' | 'options'>;

export function listWebhooks(db: Queryable, userId: string): Promise<WebhookRow[]> {
  return db.query<WebhookRow>('SELECT * FROM webhooks WHERE user_id = $1 ORDER BY created_at, id', [
    userId,
  ]);
}

export async function findWebhook(
  db: Queryable,
  userId: string,
  id: string,
): Promise<WebhookRow | undefined> {
  const [row] = await db.query<WebhookRow>(
    'SELECT * FROM webhooks WHERE user_id = $1 AND id::text = $2',
    [userId, id.toLowerCase()],
  );
  return row;
}

/** Inserts the hook; answers undefined when the id is taken (by anyone). */
export async function insertWebhook(
  db: Queryable,
  hook: WebhookFields & { id: string; userId: string; secret: string; now: Date },
): Promise<WebhookRow | undefined> {
  const [row] = await db.query<WebhookRow>(
    `INSERT INTO webhooks (id, user_id, type, label, url, enabled, options, secret,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT (id) DO NOTHING RETURNING *`,
    [
      hook.id,
      hook.userId,
      hook.type,
      hook.label,
      hook.url,
      hook.enabled,
      hook.options,
      hook.secret,
      hook.now,
    ],
  );
  return row;
}

/** Re-enabling a hook starts its failure count again. */
export async function updateWebhook(
  db: Queryable,
  id: string,
  fields: WebhookFields,
  now: Date,
): Promise<WebhookRow> {
  const [row] = await db.query<WebhookRow>(
    `UPDATE webhooks SET type = $2, label = $3, url = $4, options = $6, updated_at = $7,
       failures = CASE WHEN $5 AND NOT enabled THEN 0 ELSE failures END,
       enabled = $5
     WHERE id = $1 RETURNING *`,
    [id, fields.type, fields.label, fields.url, fields.enabled, fields.options, now],
  );
  return row!;
}

export async function deleteWebhook(db: Queryable, userId: string, id: string): Promise<void> {
  await db.query('DELETE FROM webhooks WHERE user_id = $1 AND id = $2', [userId, id]);
}

/** The enabled hooks of these players with one of these types. */
export function enabledWebhooksOf(
  db: Queryable,
  userIds: readonly string[],
  types: readonly string[],
): Promise<WebhookRow[]> {
  return db.query<WebhookRow>(
    `SELECT * FROM webhooks WHERE user_id = ANY($1::uuid[]) AND type = ANY($2::text[]) AND enabled
     ORDER BY user_id, created_at, id`,
    [userIds, types],
  );
}

/**
 * The enabled chat hooks on `groupId` whose owner belongs to the group; every player belongs to
 * the Tavern (it has no member rows), so any player's hook on it counts.
 */
export function groupChatWebhooks(db: Queryable, groupId: string): Promise<WebhookRow[]> {
  return db.query<WebhookRow>(
    `SELECT w.* FROM webhooks w
     WHERE w.type = 'groupChatReceived' AND w.enabled AND w.options ->> 'groupId' = $1::text
       AND ($1::uuid = $2::uuid OR EXISTS (
         SELECT 1 FROM group_members m WHERE m.user_id = w.user_id AND m.group_id = $1::uuid))
     ORDER BY w.user_id, w.created_at, w.id`,
    [groupId, TAVERN_ID],
  );
}

export interface FailureOutcome {
  failures: number;
  /** This failure switched the hook off. */
  disabled: boolean;
}

/**
 * Counts a failed delivery: a count whose last failure is more than a month old
 * starts again at 0; reaching `limit` disables the hook and resets the count and its date.
 * Answers undefined when the hook is gone or already off.
 */
export async function recordWebhookFailure(
  db: Queryable,
  id: string,
  { now, limit }: { now: Date; limit: number },
): Promise<FailureOutcome | undefined> {
  const [row] = await db.query<{ failures: number; disabled: boolean }>(
    `WITH counted AS (
       SELECT id, CASE WHEN last_failure_at IS NULL OR last_failure_at < $2::timestamptz - interval '1 month'
                       THEN 1 ELSE failures + 1 END AS failures
       FROM webhooks WHERE id = $1 AND enabled FOR UPDATE
     )
     UPDATE webhooks w SET
       enabled = counted.failures < $3,
       failures = CASE WHEN counted.failures < $3 THEN counted.failures ELSE 0 END,
       last_failure_at = CASE WHEN counted.failures < $3 THEN $2::timestamptz END,
       updated_at = $2
     FROM counted WHERE w.id = counted.id
     RETURNING counted.failures, NOT w.enabled AS disabled`,
    [id, now, limit],
  );
  return row;
}
