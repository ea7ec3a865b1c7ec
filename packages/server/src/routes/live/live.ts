// GET /live (issue 16 point 2): Server-Sent Events for the signed-in player — chat posted in
// their groups and private messages to them — fed by the events outbox, so a message recorded by
// any server process behind the database reaches a stream held by any other (LISTEN/NOTIFY).
// A dropped connection resumes with Last-Event-ID: the events after it are replayed first.
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from '../../db/database.ts';
import { loadEventsAfter, type StoredEvent } from '../../db/repositories/events.ts';
import { TAVERN_ID } from '../../db/repositories/groups.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { CHAT_MESSAGE_POSTED } from '../../services/chat/chatPoster.ts';
import { PRIVATE_MESSAGE_RECEIVED } from '../../services/members/privateMessenger.ts';

const LIVE_TYPES = [CHAT_MESSAGE_POSTED, PRIVATE_MESSAGE_RECEIVED];
const HEARTBEAT_MS = 25_000;
const REPLAY_LIMIT = 500;

const liveSchema = {
  summary: 'Live events (Server-Sent Events): chat in your groups, private messages to you',
  description:
    'A `text/event-stream`. Each event has an `id` (send it back as `Last-Event-ID` to resume), ' +
    '`event` (`chat.messagePosted` or `inbox.messageReceived`) and `data` (JSON: `groupId`, ' +
    '`payload`).',
  tags: ['live'],
  headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ pattern: '^\\d{1,19}$' })) }),
};

/** How long a "not a member" answer is trusted before the database is asked again. */
const NON_MEMBER_TTL_MS = 30_000;

/**
 * The player's groups as the stream goes on: those at opening, and any other group an event
 * names is looked up (a group joined after the stream opened counts at once).
 */
function groupMembership(db: Queryable, userId: string, initial: readonly string[]) {
  const members = new Set(initial);
  const notMemberSince = new Map<string, number>();
  return {
    async includes(groupId: string): Promise<boolean> {
      if (members.has(groupId)) return true;
      const checked = notMemberSince.get(groupId);
      if (checked !== undefined && Date.now() - checked < NON_MEMBER_TTL_MS) return false;
      const [row] = await db.query(
        'SELECT 1 FROM group_members WHERE group_id = $1 AND user_id = $2',
        [groupId, userId],
      );
      if (row) members.add(groupId);
      else notMemberSince.set(groupId, Date.now());
      return row !== undefined;
    },
  };
}

function eventText(event: StoredEvent): string {
  const data = JSON.stringify({
    groupId: event.groupId,
    userId: event.userId,
    payload: event.payload,
  });
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${data}\n\n`;
}

export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);
  // Streams never end by themselves: the server's close ends them, or it would wait forever.
  const openStreams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });

  app.get('/live', { schema: liveSchema }, async (request, reply) => {
    const userId = request.user!.id;
    const memberships = await app.db.query<{ group_id: string }>(
      'SELECT group_id FROM group_members WHERE user_id = $1',
      [userId],
    );
    const groupIds = [...memberships.map((row) => row.group_id), TAVERN_ID];
    const membership = groupMembership(app.db, userId, groupIds);
    const isForPlayer = async (event: StoredEvent) =>
      event.type === PRIVATE_MESSAGE_RECEIVED
        ? event.userId === userId
        : event.groupId !== null && (await membership.includes(event.groupId));

    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const sent = new Set<string>();
    const send = (event: StoredEvent) => {
      if (sent.has(event.id)) return;
      sent.add(event.id);
      void isForPlayer(event).then(
        (isFor) => isFor && stream.write(eventText(event)),
        (error: unknown) => request.log.error({ err: error }, 'live event not checked'),
      );
    };
    // Subscribed before the catch-up is read, so nothing committed in between is missed; an
    // event both paths see is sent once.
    const unsubscribe = await app.events.subscribe({ types: LIVE_TYPES }, send);
    // Written once listening has begun: a client that reads it knows nothing is missed after it.
    stream.write('retry: 3000\n\n');
    const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(stream);
    };
    openStreams.add(stream);
    request.raw.on('close', close);
    const lastId = request.headers['last-event-id'];
    if (lastId) {
      const missed = await loadEventsAfter(app.db, {
        afterId: lastId,
        types: LIVE_TYPES,
        userId,
        groupIds,
        limit: REPLAY_LIMIT,
      });
      for (const event of missed) send(event);
    }
  });
};
