// A webhook as the original formats it, plus its signing secret: only its owner
// ever sees a hook.
import type { WebhookRow } from '../db/repositories/webhooks.ts';

export function presentWebhook(row: WebhookRow) {
  return {
    id: row.id,
    type: row.type,
    label: row.label,
    url: row.url,
    enabled: row.enabled,
    options: row.options,
    failures: row.failures,
    lastFailureAt: row.last_failure_at?.toISOString() ?? null,
    secret: row.secret,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
