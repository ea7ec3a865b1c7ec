// POST /notifications/{id}/read, /{id}/see and the bulk /read, /see
// (services/notifications/notificationSettler.ts); each answers the notifications left.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../middleware/authenticate.ts';
import {
  settleNotifications,
  type NotificationAction,
} from '../../services/notifications/notificationSettler.ts';
import { signedInContext } from '../signedInContext.ts';
import { notificationsApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  const settle = async (request: FastifyRequest, ids: string[], action: NotificationAction) => {
    await settleNotifications(signedInContext(request), ids, action);
    return request.user!.notifications;
  };

  route(app, notificationsApi.readOne, async (request, reply) =>
    reply.envelope(await settle(request, [request.params.notificationId], 'read')),
  );
  route(app, notificationsApi.readMany, async (request, reply) =>
    reply.envelope(await settle(request, request.body.notificationIds, 'read')),
  );
  route(app, notificationsApi.seeOne, async (request, reply) =>
    reply.envelope(await settle(request, [request.params.notificationId], 'see')),
  );
  route(app, notificationsApi.seeMany, async (request, reply) =>
    reply.envelope(await settle(request, request.body.notificationIds, 'see')),
  );
};
