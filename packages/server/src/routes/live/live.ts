// GET /live: Server-Sent Events for the signed-in player — chat in their groups, private messages
// to them, changes to their party — each event carrying what it tells of, presented as the
// ordinary API shows it to them. Fed by the events outbox, so a change recorded by any server
// process reaches a stream held by any other (LISTEN/NOTIFY). Events go out in the order their
// changes committed; `id` is that position, and a client that reconnects with it as Last-Event-ID
// gets what it missed first. services/live/ does the work; docs/api-compatibility.md the format.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../middleware/authenticate.ts';
import { isApiTokenLive, requestApiToken } from '../../services/apiTokens.ts';
import { liveApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

const HEARTBEAT_MS = 25_000;

export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, liveApi.live, async (request, reply) => {
    const userId = request.user!.id;
    const token = requestApiToken(request.headers);
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
    let isClosed = false;
    const endResponse = () => {
      clearInterval(heartbeat);
      response.end();
    };
    const opening = app.liveStreams.open({
      userId,
      lastEventId: request.headers['last-event-id'],
      isTokenLive: () => isApiTokenLive(app.db, userId, token, app.config.apiTokenIdleDays),
      output: { write: (text) => response.write(text), end: endResponse },
    });
    request.raw.on('close', () => {
      isClosed = true;
      void opening.then((stream) => stream.end(), endResponse);
    });
    try {
      const stream = await opening;
      if (isClosed) return stream.end();
      // Written once the stream follows the feed: a client that reads it knows nothing is missed.
      response.write('retry: 3000\n\n');
    } catch (error) {
      request.log.error({ err: error }, 'live stream not opened');
      endResponse();
    }
  });
};
