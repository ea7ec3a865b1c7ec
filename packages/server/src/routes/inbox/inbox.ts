// The inbox: pages of private messages (v4's and the original's v3 listing) and conversations,
// delete one or all, like, report, block a player, mark all read. Every call reads or writes the caller's own copies only: another player's
// message is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequest, isUuid } from '@questlog/core';
import { requireUser } from '../../middleware/authenticate.ts';
import {
  presentConversation,
  presentPrivateMessage,
  presentV3PrivateMessage,
} from '../../presenters/presentPrivateMessage.ts';
import { conversationsPage, inboxPage } from '../../services/inbox/inboxPages.ts';
import {
  deleteAllMessages,
  deleteMessage,
  likeMessage,
  markAllRead,
  reportMessage,
} from '../../services/inbox/ownMessages.ts';
import { toggleBlock } from '../../services/inbox/playerBlocks.ts';
import { requestContext } from '../requestContext.ts';
import { signedInContext } from '../signedInContext.ts';
import { inboxApi } from '@questlog/core/api';
import { answerText } from '../../i18n/answerMessage.ts';
import { route } from '../registerRoute.ts';

export const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, inboxApi.pagedMessages, async (request, reply) => {
    const { page = 0, conversation } = request.query;
    const rows = await inboxPage(app.db, request.user!.id, { page, conversation });
    return reply.envelope(rows.map(presentPrivateMessage));
  });

  route(app, inboxApi.messages, async (request, reply) => {
    const rows = await inboxPage(app.db, request.user!.id, request.query);
    return reply.envelope(rows.map(presentV3PrivateMessage));
  });

  route(app, inboxApi.conversations, async (request, reply) => {
    const rows = await conversationsPage(app.db, request.user!.id, request.query.page ?? 0);
    return reply.envelope(rows.map(presentConversation));
  });

  route(app, inboxApi.deleteMessage, async (request, reply) => {
    await deleteMessage(requestContext(request), request.params.messageId);
    return reply.envelope({});
  });

  route(app, inboxApi.clearInbox, async (request, reply) => {
    await deleteAllMessages(requestContext(request));
    return reply.envelope({});
  });

  route(app, inboxApi.likeMessage, async (request, reply) => {
    const row = await likeMessage(requestContext(request), request.params.uniqueMessageId);
    return reply.envelope(presentPrivateMessage(row));
  });

  route(app, inboxApi.flagMessage, async (request, reply) => {
    const row = await reportMessage(requestContext(request), request.params.messageId);
    return reply.envelope({ ok: true, message: presentPrivateMessage(row) });
  });

  route(app, inboxApi.block, async (request, reply) => {
    const blocked = request.params.uuid.toLowerCase();
    if (!isUuid(blocked)) throw new BadRequest('invalidUUID');
    if (blocked === request.user!.id) throw new BadRequest('blockYourself');
    const blocks = await toggleBlock(signedInContext(request), blocked);
    return reply.envelope(blocks);
  });

  route(app, inboxApi.markRead, async (request, reply) => {
    await markAllRead(requestContext(request));
    return reply.envelope({}, { message: answerText(request, 'pmsMarkedRead') });
  });
};
