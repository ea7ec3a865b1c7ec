// GET /user and PUT /user (issue 3 server 6).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentUser } from '../../presenters/presentUser.ts';
import { flagsAfterReading } from '../../services/news/newsReader.ts';
import { loadPlayerView } from '../../services/playerView.ts';
import { changeUser } from '../changeUser.ts';
import { userPathColumns } from '../../services/userEditor.ts';
import { zoneChangeColumns } from '../../services/time/timeZoneChange.ts';
import { withV3Messages } from '../../services/v3UserInbox.ts';
import { isApiV3 } from '../apiVersion.ts';
import { userApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';
import { undoRoutes } from './undo.ts';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, userApi.getUser, async (request, reply) => {
    const userId = request.user!.id;
    const { user, social, latestNewsPostId } = await loadPlayerView(
      app.db,
      userId,
      app.clock.now(),
    );
    const fields = request.query.userFields
      ?.split(',')
      .map((field) => field.trim())
      .filter(Boolean);
    const presented = presentUser(user, {
      notifications: request.user!.notifications,
      now: app.clock.now(),
      social,
      latestNewsPostId,
      ...(fields && fields.length > 0 ? { userFields: fields } : {}),
    });
    return reply.envelope(await withV3Messages(app.db, isApiV3(request), userId, presented));
  });

  route(app, userApi.putUser, async (request, reply) => {
    await changeUser(request, async (change) => {
      const columns = userPathColumns(change.user.row, request.body);
      // `flags.newStuff: false` reads the news, as POST /news/read does.
      if (request.body['flags.newStuff'] === false) {
        columns.flags = await flagsAfterReading(change, columns.flags ?? change.user.row.flags);
      }
      change.setUserColumns(columns);
      // A new zone pins the last boundary's date first (travel).
      const zone = zoneChangeColumns(change.user.row, columns.preferences, change.now);
      if (zone) change.setUserColumns(zone);
    });
    return reply.envelope(await presentSignedInUser(request));
  });

  await app.register(undoRoutes);
};

/**
 * The signed-in player as a call that changed them answers (PUT /user, coupon entry), with the
 * private messages under /api/v3.
 */
export async function presentSignedInUser(request: FastifyRequest) {
  const { db, clock } = request.server;
  const userId = request.user!.id;
  const { user, social, latestNewsPostId } = await loadPlayerView(db, userId, clock.now());
  const presented = presentUser(user, {
    notifications: request.user!.notifications,
    now: clock.now(),
    social,
    latestNewsPostId,
  });
  return withV3Messages(db, isApiV3(request), userId, presented);
}
