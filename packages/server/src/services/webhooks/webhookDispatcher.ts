// Webhook delivery through the events outbox. A source event (a task scored, a chat message, a
// quest started…) is fanned out into one `webhook.delivery` event per interested hook, recorded
// together in one transaction; each delivery then has its own attempts. Deliveries run in a lane
// of the outbox of their own (a slow receiver never holds up chat or mail) and in parallel.
// A failed attempt is retried by the outbox with its backoff (retryBaseMs, then twice that…);
// after the last retry the failure is counted on the hook and the tenth in a row
// switches the hook off and tells its owner. Delivery is at least once: the delivery id header
// stays the same across retries, so a receiver can drop a repeat.
import { CHAT_MESSAGE_POSTED } from '../chat/chatEvents.ts';
import { type StoredEvent, recordEvent } from '../../db/repositories/events.ts';
import { findGroup } from '../../db/repositories/groups.ts';
import { addNotification } from '../../db/repositories/notifications.ts';
import {
  enabledWebhooksOf,
  groupChatWebhooks,
  recordWebhookFailure,
  type WebhookRow,
} from '../../db/repositories/webhooks.ts';
import type { ChatMessageRow } from '../../db/repositories/chatMessages.ts';
import { presentChatMessage } from '../../presenters/presentChatMessage.ts';
import type { AppResources } from '../appResources.ts';
import type { AppEvents } from '../events/events.ts';
import { WEBHOOK_SOURCES } from './webhookEvents.ts';
import { sendWebhook } from './webhookSender.ts';

export const WEBHOOK_DELIVERY = 'webhook.delivery';
/** Failed deliveries in a row that switch a hook off, as in the original. */
export const FAILURES_TO_DISABLE = 10;
export const WEBHOOK_DISABLED_NOTIFICATION = 'WEBHOOK_DISABLED';

interface DeliveryPayload {
  webhookId: string;
  deliveryId: string;
  body: Record<string, unknown>;
}

/** What delivering webhooks needs of the app: its events, settings, clock and log. */
export type WebhookHost = Pick<AppResources, 'db' | 'clock' | 'config' | 'log'> & {
  events: Pick<AppEvents, 'handlers' | 'addLane'>;
};

/** Registers the fan-out and delivery handlers and their lane of the outbox. */
export function registerWebhooks(app: WebhookHost): void {
  const { handlers } = app.events;
  for (const type of Object.keys(WEBHOOK_SOURCES) as (keyof typeof WEBHOOK_SOURCES)[]) {
    handlers.register(type, (event) => fanOutActivity(app, event, type));
  }
  handlers.register(CHAT_MESSAGE_POSTED, (event) => fanOutChat(app, event));
  handlers.register(WEBHOOK_DELIVERY, (event) => deliver(app, event));
  const { retries, timeoutMs, retryBaseMs } = app.config.webhooks;
  app.events.addLane([WEBHOOK_DELIVERY], {
    isParallel: true,
    retryBaseMs,
    // The handler itself stops retrying after `retries`; the outbox's own limit only covers
    // failing to count a failure.
    maxAttempts: retries + 3,
    leaseSeconds: Math.ceil(timeoutMs / 1000) + 30,
  });
}

async function fanOutActivity(
  app: WebhookHost,
  event: StoredEvent,
  type: keyof typeof WEBHOOK_SOURCES,
): Promise<void> {
  const { hookType, option } = WEBHOOK_SOURCES[type];
  const recipients = event.userId
    ? [event.userId]
    : ((event.payload.userIds as string[] | undefined) ?? []);
  if (recipients.length === 0) return;
  const hooks = (await enabledWebhooksOf(app.db, recipients, [hookType, 'globalActivity'])).filter(
    (hook) => hook.type === 'globalActivity' || hook.options[option] === true,
  );
  await recordDeliveries(app, event, hooks, event.payload.data as Record<string, unknown>);
}

async function fanOutChat(app: WebhookHost, event: StoredEvent): Promise<void> {
  if (!event.groupId) return;
  const hooks = await groupChatWebhooks(app.db, event.groupId);
  if (hooks.length === 0) return;
  const [message] = await app.db.query<ChatMessageRow>(
    'SELECT * FROM chat_messages WHERE id = $1',
    [event.payload.messageId],
  );
  const group = await findGroup(app.db, event.groupId);
  if (!message || !group) return;
  await recordDeliveries(app, event, hooks, {
    group: { id: group.id, name: group.name },
    chat: presentChatMessage(message),
  });
}

/** One delivery event per hook, all or none. */
async function recordDeliveries(
  app: WebhookHost,
  source: StoredEvent,
  hooks: readonly WebhookRow[],
  data: Record<string, unknown>,
): Promise<void> {
  if (hooks.length === 0) return;
  await app.db.transaction(async (tx) => {
    for (const hook of hooks) {
      const user = (data.user as Record<string, unknown> | undefined) ?? {};
      const payload: DeliveryPayload = {
        webhookId: hook.id,
        deliveryId: `${source.id}-${hook.id}`,
        // Every payload names the hook's type and its owner.
        body: { ...data, webhookType: hook.type, user: { ...user, _id: hook.user_id } },
      };
      await recordEvent(tx, {
        type: WEBHOOK_DELIVERY,
        userId: hook.user_id,
        payload: { ...payload }, // a copy: an event takes an open record
      });
    }
  });
}

async function deliver(app: WebhookHost, event: StoredEvent): Promise<void> {
  // The event's jsonb comes back untyped; deliveries are recorded only as a DeliveryPayload.
  const { webhookId, deliveryId, body } = event.payload as unknown as DeliveryPayload;
  const [hook] = await app.db.query<WebhookRow>(
    'SELECT * FROM webhooks WHERE id = $1 AND enabled',
    [webhookId],
  );
  // Deleted or switched off since: nothing to send.
  if (!hook) return;
  const { timeoutMs, allowPrivate, retries } = app.config.webhooks;
  try {
    await sendWebhook(
      {
        url: hook.url,
        body: JSON.stringify(body),
        secret: hook.secret,
        deliveryId,
        now: app.clock.now(),
      },
      { timeoutMs, allowPrivate, userAgent: `Questlog/${app.config.appVersion} (webhooks)` },
    );
  } catch (error) {
    // A refused address will not change its mind: no retries for it.
    const isRefused = (error as { key?: string }).key === 'webhookUrlNotAllowed';
    if (!isRefused && event.attempts <= retries) throw error;
    await countFailure(app, hook, error);
  }
}

async function countFailure(app: WebhookHost, hook: WebhookRow, error: unknown) {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const outcome = await recordWebhookFailure(tx, hook.id, { now, limit: FAILURES_TO_DISABLE });
    app.log.warn(
      { webhookId: hook.id, failures: outcome?.failures, err: error },
      'webhook delivery failed',
    );
    if (!outcome?.disabled) return;
    await addNotification(tx, hook.user_id, {
      type: WEBHOOK_DISABLED_NOTIFICATION,
      data: { id: hook.id, label: hook.label, url: hook.url, failures: outcome.failures },
      now,
    });
  });
}
