// The player's own account extras: webhooks, the gem and hourglass ledger, promo codes and
// subscribing, through the one request layer.
import type { ApiSiteRootAnswers } from '@questlog/core/api';
import { api } from './request.ts';

export const WEBHOOK_TYPES = [
  'taskActivity',
  'userActivity',
  'questActivity',
  'groupChatReceived',
] as const;
export type WebhookType = (typeof WEBHOOK_TYPES)[number];

/** The boolean options each activity type keeps; groupChatReceived takes a groupId. */
export const WEBHOOK_BOOLEAN_OPTIONS = {
  taskActivity: ['created', 'updated', 'deleted', 'checklistScored', 'scored'],
  userActivity: ['petHatched', 'mountRaised', 'leveledUp'],
  questActivity: ['questStarted', 'questFinished', 'questInvited'],
  groupChatReceived: [],
} as const satisfies Record<WebhookType, readonly string[]>;

export interface Webhook {
  id: string;
  /** One of WEBHOOK_TYPES, or globalActivity for hooks made through the API. */
  type: string;
  label: string;
  url: string;
  enabled: boolean;
  options: Record<string, unknown>;
  /** Failed deliveries in a row; at 10 the server turns the hook off. */
  failures: number;
  lastFailureAt: string | null;
  secret: string;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookFields {
  url: string;
  label: string;
  type: string;
  enabled: boolean;
  options: Record<string, unknown>;
}

export interface Transaction {
  id: string;
  currency: 'gems' | 'hourglasses';
  transactionType: string;
  /** Gems in balance units (4 gems each) as the original's; hourglasses as counts. */
  amount: number;
  currentAmount: number;
  reference?: string;
  referenceText?: string;
  createdAt: string;
}

export const accountApi = {
  webhooks: async () => (await api.call('GET /user/webhook')).data,
  addWebhook: async (fields: WebhookFields) =>
    (await api.call('POST /user/webhook', { body: fields })).data,
  changeWebhook: async (webhookId: string, fields: Partial<WebhookFields>) =>
    (await api.call('PUT /user/webhook/:id', { params: { id: webhookId }, body: fields })).data,
  /** Answers the hooks that remain. */
  deleteWebhook: async (webhookId: string) =>
    (await api.call('DELETE /user/webhook/:id', { params: { id: webhookId } })).data,

  purchaseHistory: async () => (await api.call('GET /user/purchase-history')).data,

  /** Redeems a promo code; the answer is the whole user. */
  enterCoupon: async (code: string) =>
    (await api.call('POST /coupons/enter/:code', { params: { code } })).data,

  /**
   * Starts a subscription checkout. The payment calls are at the site's root, as in the original
   * (not under /api/v4), and outside the route table; this server answers 501 paymentsNotConfigured.
   */
  subscribe: async (planId: string) =>
    (
      await api.post<ApiSiteRootAnswers['POST /stripe/checkout-session']>(
        '/stripe/checkout-session',
        { type: 'subscription', sub: planId },
        { atSiteRoot: true },
      )
    ).data,
};
