// Group chat: read a page, post, like, flag, clear flags, delete, mark seen. Reading pages newest
// first through every message ever posted (`before`); the original only ever showed the newest 200.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../../i18n/requestLanguage.ts';
import { requireUser } from '../../middleware/authenticate.ts';
import { presentChatMessage } from '../../presenters/presentChatMessage.ts';
import {
  clearChatFlags,
  flagGroupChatMessage,
  likeChatMessage,
  removeChatMessage,
} from '../../services/chat/chatModerator.ts';
import { chatInLanguage } from '../../services/chat/chatInLanguage.ts';
import { chatAfterDelete, chatAfterPost, readChat } from '../../services/chat/chatPages.ts';
import { postChatMessage } from '../../services/chat/chatPoster.ts';
import { seeGroupChat } from '../../services/chat/chatSeen.ts';
import { signedInContext } from '../signedInContext.ts';
import { chatApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requireUser(app);

  route(app, chatApi.readChat, async (request, reply) => {
    const { before, limit } = request.query;
    const page = { beforeId: before, limit };
    const { groupId } = request.params;
    const language = requestLanguage(request);
    return reply.envelope(await readChat(app.db, request.user!.id, groupId, page, language));
  });

  route(app, chatApi.postChat, async (request, reply) => {
    const { group, message } = await postChatMessage(
      signedInContext(request),
      request.params.groupId,
      request.body.message,
      app.config.chatRules,
    );
    const { previousMsg } = request.query;
    // Others posted since the client's newest message: it gets the whole chat.
    return reply.envelope(
      await chatAfterPost(
        app.db,
        request.user!.id,
        group.id,
        message,
        previousMsg,
        requestLanguage(request),
      ),
    );
  });

  route(app, chatApi.likeMessage, async (request, reply) => {
    const { groupId, chatId } = request.params;
    const liked = await likeChatMessage(app.db, request.user!.id, groupId, chatId);
    const [message] = await chatInLanguage(app.db, [liked.message], requestLanguage(request));
    return reply.envelope(presentChatMessage(message!, liked.reader));
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
    const [message] = await chatInLanguage(app.db, [flagged.message], requestLanguage(request));
    return reply.envelope(presentChatMessage(message!, flagged.reader));
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
    return reply.envelope(
      await chatAfterDelete(
        app.db,
        userId,
        group.id,
        request.query.previousMsg,
        requestLanguage(request),
      ),
    );
  });

  // Does not check that the group exists, and leaves the version alone: the client does not
  // resync after it.
  route(app, chatApi.seen, async (request, reply) => {
    const notifications = await seeGroupChat(app.db, request.user!.id, request.params.groupId);
    if (notifications) request.user = { ...request.user!, notifications };
    return reply.envelope({});
  });
};
