// A player's webhooks: listed, created, changed and deleted. Changes run under the player's lock
// and bump userV; another player's hook is a 404 like an unknown one.
import { BadRequest, NotFound } from '@questlog/core';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import {
  deleteWebhook,
  findWebhook,
  insertWebhook,
  listWebhooks,
  updateWebhook,
  type WebhookRow,
} from '../../db/repositories/webhooks.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { checkWebhookType, webhookOptions } from './webhookOptions.ts';
import { checkWebhookUrl } from './webhookUrl.ts';

/** A hook as the client sends it; absent fields keep their value (or take the default). */
export interface WebhookInput {
  type?: string | undefined;
  url?: string | undefined;
  label?: string | undefined;
  enabled?: boolean | undefined;
  options?: Record<string, unknown> | undefined;
}

/** Whether a hook may call a private address (WEBHOOK_ALLOW_PRIVATE). */
export interface UrlPolicy {
  allowPrivate: boolean;
}

const noWebhook = (id: string) => new NotFound('noWebhookWithId', { params: { id } });

export function listOwnWebhooks(db: Queryable, userId: string): Promise<WebhookRow[]> {
  return listWebhooks(db, userId);
}

export async function createWebhook(
  context: SignedInContext,
  input: WebhookInput & { id?: string | undefined; url: string },
  { allowPrivate }: UrlPolicy,
): Promise<WebhookRow> {
  const type = checkWebhookType(input.type ?? 'taskActivity');
  const fields = {
    type,
    url: checkWebhookUrl(input.url, { allowPrivate }),
    label: input.label ?? '',
    enabled: input.enabled ?? true,
    options: webhookOptions(type, input.options ?? {}),
  };
  const id = (input.id ?? randomUUID()).toLowerCase();
  return context.changeActor(async ({ tx, user, now }) => {
    const saved = await insertWebhook(tx, {
      ...fields,
      id,
      userId: user.row.id,
      secret: randomBytes(32).toString('hex'),
      now,
    });
    if (!saved) throw new BadRequest('webhookIdAlreadyTaken', { params: { id } });
    return saved;
  });
}

export function changeWebhook(
  context: SignedInContext,
  id: string,
  input: WebhookInput,
  { allowPrivate }: UrlPolicy,
) {
  return context.changeActor(async ({ tx, user, now }) => {
    const found = await findWebhook(tx, user.row.id, id);
    if (!found) throw noWebhook(id);
    const type = checkWebhookType(input.type ?? found.type);
    return updateWebhook(
      tx,
      found.id,
      {
        type,
        url: input.url === undefined ? found.url : checkWebhookUrl(input.url, { allowPrivate }),
        label: input.label ?? found.label,
        enabled: input.enabled ?? found.enabled,
        options: webhookOptions(type, { ...found.options, ...input.options }),
      },
      now,
    );
  });
}

/** Deletes the hook; answers the hooks left. */
export function deleteOwnWebhook(context: SignedInContext, id: string): Promise<WebhookRow[]> {
  return context.changeActor(async ({ tx, user }) => {
    const found = await findWebhook(tx, user.row.id, id);
    if (!found) throw noWebhook(id);
    await deleteWebhook(tx, user.row.id, found.id);
    return listWebhooks(tx, user.row.id);
  });
}
