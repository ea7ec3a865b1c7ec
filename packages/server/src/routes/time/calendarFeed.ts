// GET /calendar/:feedToken.ics: the player's calendar feed, without sign-in (the address is the
// secret; services/time/calendarFeedToken.ts). Unknown token: 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFound } from '@questlog/core';
import { timeApi } from '@questlog/core/api';
import { calendarFeedText } from '../../services/time/calendarFeed.ts';
import { requestContext } from '../requestContext.ts';
import { route } from '../registerRoute.ts';

export const calendarFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, timeApi.calendarFeedIcs, async (request, reply) => {
    const text = await calendarFeedText(requestContext(request), request.params.feedToken);
    if (text === undefined) throw new NotFound('calendarFeedNotFound');
    return reply.type('text/calendar; charset=utf-8').send(text);
  });
};
