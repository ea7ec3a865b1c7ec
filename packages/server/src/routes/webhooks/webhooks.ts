// GET/POST /user/webhook, PUT/DELETE /user/webhook/:id (services/webhooks/webhookEditor.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentWebhook } from '../../presenters/presentWebhook.ts';
import {
  changeWebhook,
  createWebhook,
  deleteOwnWebhook,
  listOwnWebhooks,
} from '../../services/webhooks/webhookEditor.ts';
import { signedInContext } from '../signedInContext.ts';
import { webhooksApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);
  const urlPolicy = { allowPrivate: app.config.webhooks.allowPrivate };

  route(app, webhooksApi.listWebhooks, async (request, reply) =>
    reply.envelope((await listOwnWebhooks(app.db, request.user!.id)).map(presentWebhook)),
  );

  route(app, webhooksApi.createWebhook, async (request, reply) => {
    const hook = await createWebhook(signedInContext(request), request.body, urlPolicy);
    return reply.code(201).envelope(presentWebhook(hook));
  });

  route(app, webhooksApi.updateWebhook, async (request, reply) => {
    const { id } = request.params;
    const hook = await changeWebhook(signedInContext(request), id, request.body, urlPolicy);
    return reply.envelope(presentWebhook(hook));
  });

  route(app, webhooksApi.deleteWebhook, async (request, reply) => {
    const remaining = await deleteOwnWebhook(signedInContext(request), request.params.id);
    return reply.envelope(remaining.map(presentWebhook));
  });
};
