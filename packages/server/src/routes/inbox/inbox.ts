// The inbox: pages of private messages (v4's and the original's v3 listing) and conversations,
// delete one or all, like, report, block a player, mark all read. Every call reads or writes the caller's own copies only: another player's
// message is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, NotFound, formatMessage, isUuid } from '@questlog/core';
import {
  clearInbox,
  deleteOwnMessage,
  findOwnMessage,
  flagOwnMessage,
  listConversations,
  listInboxPage,
  markInboxRead,
  toggleLike,
} from '../../db/repositories/inboxMessages.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import {
  presentConversation,
  presentPrivateMessage,
  presentV3PrivateMessage,
} from '../../presenters/presentPrivateMessage.ts';
import { changeUser } from '../changeUser.ts';
import { inboxApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, inboxApi.pagedMessages, async (request, reply) => {
    const { page = 0, conversation } = request.query;
    const rows = await listInboxPage(app.db, request.user!.id, { page, conversation });
    return reply.envelope(rows.map(presentPrivateMessage));
  });

  route(app, inboxApi.messages, async (request, reply) => {
    const rows = await listInboxPage(app.db, request.user!.id, request.query);
    return reply.envelope(rows.map(presentV3PrivateMessage));
  });

  route(app, inboxApi.conversations, async (request, reply) => {
    const rows = await listConversations(app.db, request.user!.id, request.query.page ?? 0);
    return reply.envelope(rows.map(presentConversation));
  });

  route(app, inboxApi.deleteMessage, async (request, reply) => {
    const deleted = await app.db.transaction((tx) =>
      deleteOwnMessage(tx, request.user!.id, request.params.messageId),
    );
    if (!deleted) throw new NotFound('messageGroupChatNotFound');
    return reply.envelope({});
  });

  route(app, inboxApi.clearInbox, async (request, reply) => {
    await app.db.transaction((tx) => clearInbox(tx, request.user!.id));
    return reply.envelope({});
  });

  route(app, inboxApi.likeMessage, async (request, reply) => {
    const userId = request.user!.id;
    const row = await app.db.transaction(async (tx) => {
      const id = await toggleLike(tx, userId, request.params.uniqueMessageId);
      if (!id) throw new NotFound('messageGroupChatNotFound');
      return (await findOwnMessage(tx, userId, id))!;
    });
    return reply.envelope(presentPrivateMessage(row));
  });

  route(app, inboxApi.flagMessage, async (request, reply) => {
    const userId = request.user!.id;
    const row = await app.db.transaction(async (tx) => {
      const own = await findOwnMessage(tx, userId, request.params.messageId);
      if (!own) throw new NotFound('messageGroupChatNotFound');
      if (!(await flagOwnMessage(tx, userId, own.id))) {
        throw new BadRequest('messageGroupChatFlagAlreadyReported');
      }
      return (await findOwnMessage(tx, userId, own.id))!;
    });
    return reply.envelope({ ok: true, message: presentPrivateMessage(row) });
  });

  route(app, inboxApi.block, async (request, reply) => {
    const blocked = request.params.uuid.toLowerCase();
    if (!isUuid(blocked)) throw new BadRequest('invalidUUID');
    if (blocked === request.user!.id) throw new BadRequest('blockYourself');
    const blocks = await changeUser(
      request,
      async ({ user, setUserColumns }) => {
        const inbox = user.row.inbox as { blocks?: string[] };
        const before = inbox.blocks ?? [];
        const after = before.includes(blocked)
          ? before.filter((id) => id !== blocked)
          : [...before, blocked];
        setUserColumns({ inbox: { ...user.row.inbox, blocks: after } });
        return after;
      },
      { withAccount: false, relistNotifications: false },
    );
    return reply.envelope(blocks);
  });

  // Unread messages are counted from the inbox (GET /user's inbox.newMessages), not kept on the
  // player's row, so this changes no version.
  route(app, inboxApi.markRead, async (request, reply) => {
    await app.db.transaction((tx) => markInboxRead(tx, request.user!.id, app.clock.now()));
    return reply.envelope({}, { message: formatMessage('pmsMarkedRead') });
  });
};
