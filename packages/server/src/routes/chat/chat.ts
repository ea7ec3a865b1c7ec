// Group chat: read a page, post, like, flag, clear flags, delete, mark seen. Reading pages newest
// first through every message ever posted (`before`); the original only ever showed the newest 200.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ChatReader } from '@questlog/core';
import type { Database } from '../../db/database.ts';
import { hasNewerThan, listChatPage } from '../../db/repositories/chatMessages.ts';
import { listNotifications } from '../../db/repositories/notifications.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentChatMessage } from '../../presenters/presentChatMessage.ts';
import { markChatSeen } from '../../services/chat/chatNotifier.ts';
import {
  clearChatFlags,
  flagGroupChatMessage,
  likeChatMessage,
  removeChatMessage,
} from '../../services/chat/chatModerator.ts';
import { postChatMessage } from '../../services/chat/chatPoster.ts';
import { signedInContext } from '../signedInContext.ts';
import { loadChatReader } from '../../services/chat/chatReaders.ts';
import { findVisibleGroup } from '../../services/parties/groupReader.ts';
import { resolveGroupId } from '../../services/parties/partyChange.ts';
import { chatApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

/** A page of the chat as the reader sees it. */
async function chatPage(
  db: Database,
  groupId: string,
  reader: ChatReader,
  page: { beforeId?: string; limit?: number } = {},
) {
  const rows = await listChatPage(db, groupId, {
    ...page,
    hiddenFrom: reader.isModerator ? undefined : reader.id,
  });
  return rows.map((row) => presentChatMessage(row, reader));
}

export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, chatApi.readChat, async (request, reply) => {
    const userId = request.user!.id;
    const group = await findVisibleGroup(app.db, userId, request.params.groupId);
    const reader = await loadChatReader(app.db, userId);
    const { before, limit } = request.query;
    return reply.envelope(await chatPage(app.db, group.id, reader, { beforeId: before, limit }));
  });

  route(app, chatApi.postChat, async (request, reply) => {
    const { group, message } = await postChatMessage(
      signedInContext(request),
      request.params.groupId,
      request.body.message,
      app.config.chatRules,
    );
    const reader = await loadChatReader(app.db, request.user!.id);
    const { previousMsg } = request.query;
    // Others posted since the client's newest message: it gets the whole chat.
    if (previousMsg && (await hasNewerThan(app.db, group.id, previousMsg, message.id))) {
      return reply.envelope({ chat: await chatPage(app.db, group.id, reader) });
    }
    return reply.envelope({ message: presentChatMessage(message, reader) });
  });

  route(app, chatApi.likeMessage, async (request, reply) => {
    const { groupId, chatId } = request.params;
    const liked = await likeChatMessage(app.db, request.user!.id, groupId, chatId);
    return reply.envelope(presentChatMessage(liked.message, liked.reader));
  });

  route(app, chatApi.flagMessage, async (request, reply) => {
    const { groupId, chatId } = request.params;
    const flagged = await flagGroupChatMessage(
      app.db,
      request.user!.id,
      groupId,
      chatId,
      app.clock.now(),
    );
    return reply.envelope(presentChatMessage(flagged.message, flagged.reader));
  });

  route(app, chatApi.clearFlags, async (request, reply) => {
    const { groupId, chatId } = request.params;
    await clearChatFlags(app.db, request.user!.id, groupId, chatId);
    return reply.envelope({});
  });

  route(app, chatApi.deleteChat, async (request, reply) => {
    const userId = request.user!.id;
    const { groupId, chatId } = request.params;
    const group = await removeChatMessage(app.db, userId, groupId, chatId);
    const { previousMsg } = request.query;
    if (previousMsg && (await hasNewerThan(app.db, group.id, previousMsg))) {
      const reader = await loadChatReader(app.db, userId);
      return reply.envelope({ chat: await chatPage(app.db, group.id, reader) });
    }
    return reply.envelope({});
  });

  // Does not check that the group exists, and leaves the version alone: the client does not
  // resync after it.
  route(app, chatApi.seen, async (request, reply) => {
    const userId = request.user!.id;
    const groupId = await resolveGroupId(app.db, userId, request.params.groupId).catch(
      () => undefined,
    );
    if (groupId && (await markChatSeen(app.db, userId, groupId))) {
      request.user = { ...request.user!, notifications: await listNotifications(app.db, userId) };
    }
    return reply.envelope({});
  });
};
