// Schemas of the webhook calls. Types and options are checked by
// services/webhooks/webhookOptions.ts so the answers carry the original's keys.
import { successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['webhooks'];

const Webhook = Type.Object({
  id: Type.String(),
  type: Type.String(),
  label: Type.String(),
  url: Type.String(),
  enabled: Type.Boolean(),
  options: Type.Record(Type.String(), Type.Unknown()),
  failures: Type.Integer(),
  lastFailureAt: Type.Union([Type.String(), Type.Null()]),
  secret: Type.String({ description: 'Key of the HMAC-SHA256 in the x-questlog-signature header' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const Webhooks = Type.Array(Webhook);
const Fields = {
  url: Type.String({ minLength: 1, maxLength: 2048 }),
  label: Type.String({ maxLength: 200 }),
  type: Type.String(),
  enabled: Type.Boolean(),
  options: Type.Record(Type.String(), Type.Unknown()),
};
const WebhookId = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const listWebhooksSchema = {
  summary: "The player's webhooks",
  tags,
  response: { 200: successEnvelope(Webhooks) },
};

export const createWebhookSchema = {
  summary: 'Add a webhook (type taskActivity unless named)',
  tags,
  body: Type.Object({
    id: Type.Optional(Type.String({ format: 'uuid' })),
    url: Fields.url,
    label: Type.Optional(Fields.label),
    type: Type.Optional(Fields.type),
    enabled: Type.Optional(Fields.enabled),
    options: Type.Optional(Fields.options),
  }),
  response: { 201: successEnvelope(Webhook) },
};

export const updateWebhookSchema = {
  summary: "Change a webhook's url, label, type, enabled or options (merged, then checked again)",
  tags,
  params: WebhookId,
  body: Type.Partial(Type.Object(Fields)),
  response: { 200: successEnvelope(Webhook) },
};

export const deleteWebhookSchema = {
  summary: 'Remove a webhook; answers the remaining ones',
  tags,
  params: WebhookId,
  response: { 200: successEnvelope(Webhooks) },
};

/** The webhooks routes. */
export const webhooksApi = {
  listWebhooks: apiRoute('GET', '/user/webhook', listWebhooksSchema),
  createWebhook: apiRoute('POST', '/user/webhook', createWebhookSchema),
  updateWebhook: apiRoute('PUT', '/user/webhook/:id', updateWebhookSchema),
  deleteWebhook: apiRoute('DELETE', '/user/webhook/:id', deleteWebhookSchema),
};
