// POST /notifications/{id}/read, /{id}/see and the bulk /read, /see. Unknown ids (or another
// player's) are a 404 NotificationNotFound and nothing changes.
import { NotificationNotFound } from '@questlog/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Queryable } from '../../db/database.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { changeUser } from '../changeUser.ts';
import { notificationsApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

type Action = 'read' | 'see';

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  const settle = async (
    request: Parameters<typeof changeUser>[0],
    ids: string[],
    action: Action,
  ) => {
    await changeUser(request, ({ tx, user }) => apply(tx, user.row.id, [...new Set(ids)], action));
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

async function apply(tx: Queryable, userId: string, ids: string[], action: Action) {
  const owned = await tx.query<{ id: string }>(
    'SELECT id FROM notifications WHERE user_id = $1 AND id::text = ANY($2::text[])',
    [userId, ids],
  );
  if (owned.length !== ids.length) throw new NotificationNotFound();
  const sql =
    action === 'read'
      ? 'DELETE FROM notifications WHERE user_id = $1 AND id::text = ANY($2::text[])'
      : 'UPDATE notifications SET seen = true WHERE user_id = $1 AND id::text = ANY($2::text[])';
  await tx.query(sql, [userId, ids]);
}
