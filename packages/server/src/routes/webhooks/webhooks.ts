// GET/POST /user/webhook, PUT/DELETE /user/webhook/:id. Changes run under the player's lock and
// bump userV; another player's hook is a 404 like an unknown one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, NotFound } from '@questlog/core';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  deleteWebhook,
  findWebhook,
  insertWebhook,
  listWebhooks,
  updateWebhook,
} from '../../db/repositories/webhooks.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentWebhook } from '../../presenters/presentWebhook.ts';
import { checkWebhookUrl } from '../../services/webhooks/webhookUrl.ts';
import { checkWebhookType, webhookOptions } from '../../services/webhooks/webhookOptions.ts';
import { changeUser } from '../changeUser.ts';
import { webhooksApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

const noWebhook = (id: string) => new NotFound('noWebhookWithId', { params: { id } });

export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);
  const { allowPrivate } = app.config.webhooks;

  route(app, webhooksApi.listWebhooks, async (request, reply) =>
    reply.envelope((await listWebhooks(app.db, request.user!.id)).map(presentWebhook)),
  );

  route(app, webhooksApi.createWebhook, async (request, reply) => {
    const { body } = request;
    const type = checkWebhookType(body.type ?? 'taskActivity');
    const fields = {
      type,
      url: checkWebhookUrl(body.url, { allowPrivate }),
      label: body.label ?? '',
      enabled: body.enabled ?? true,
      options: webhookOptions(type, body.options ?? {}),
    };
    const id = (body.id ?? randomUUID()).toLowerCase();
    const hook = await changeUser(request, async ({ tx, user, now }) => {
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
    return reply.code(201).envelope(presentWebhook(hook));
  });

  route(app, webhooksApi.updateWebhook, async (request, reply) => {
    const { body } = request;
    const hook = await changeUser(request, async ({ tx, user, now }) => {
      const found = await findWebhook(tx, user.row.id, request.params.id);
      if (!found) throw noWebhook(request.params.id);
      const type = checkWebhookType(body.type ?? found.type);
      return updateWebhook(
        tx,
        found.id,
        {
          type,
          url: body.url === undefined ? found.url : checkWebhookUrl(body.url, { allowPrivate }),
          label: body.label ?? found.label,
          enabled: body.enabled ?? found.enabled,
          options: webhookOptions(type, { ...found.options, ...body.options }),
        },
        now,
      );
    });
    return reply.envelope(presentWebhook(hook));
  });

  route(app, webhooksApi.deleteWebhook, async (request, reply) => {
    const remaining = await changeUser(request, async ({ tx, user }) => {
      const found = await findWebhook(tx, user.row.id, request.params.id);
      if (!found) throw noWebhook(request.params.id);
      await deleteWebhook(tx, user.row.id, found.id);
      return listWebhooks(tx, user.row.id);
    });
    return reply.envelope(remaining.map(presentWebhook));
  });
};
