// Schemas of the group chat calls.
import { ChatMessageSchema, successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['chat'];
const GroupParam = Type.Object({ groupId: Type.String({ minLength: 1, maxLength: 64 }) });
const MessageParam = Type.Object({
  groupId: Type.String({ minLength: 1, maxLength: 64 }),
  chatId: Type.String({ format: 'uuid' }),
});
const PreviousMsg = Type.Object({ previousMsg: Type.Optional(Type.String({ format: 'uuid' })) });
const Empty = Type.Object({});
const Chat = Type.Array(ChatMessageSchema);

export const readChatSchema = {
  summary: "The group's chat, newest first: `limit` (1–200, default 200) older than `before`",
  tags,
  params: GroupParam,
  querystring: Type.Object({
    before: Type.Optional(Type.String({ format: 'uuid' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  }),
  response: { 200: successEnvelope(Chat) },
};

export const postChatSchema = {
  summary: 'Post to the group chat; with `previousMsg`, the whole chat if others posted since',
  tags,
  params: GroupParam,
  querystring: PreviousMsg,
  // The text is trimmed and cut at 3000 characters by the rule; a longer body is still read.
  body: Type.Object({ message: Type.String({ maxLength: 20_000 }) }),
  response: {
    200: successEnvelope(
      Type.Union([Type.Object({ message: ChatMessageSchema }), Type.Object({ chat: Chat })]),
    ),
  },
};

const messageSchema = (summary: string) => ({
  summary,
  tags,
  params: MessageParam,
  response: { 200: successEnvelope(ChatMessageSchema) },
});

export const likeMessageSchema = messageSchema('Like or unlike a message (not your own)');

export const flagMessageSchema = messageSchema('Report a message to the moderators');

export const clearFlagsSchema = {
  summary: "Clear a message's flag count (moderators)",
  tags,
  params: MessageParam,
  response: { 200: successEnvelope(Empty) },
};

export const deleteChatSchema = {
  summary: 'Delete a message (its author or a moderator)',
  tags,
  params: MessageParam,
  querystring: PreviousMsg,
  response: {
    200: successEnvelope(Type.Union([Type.Object({ chat: Chat }), Empty])),
  },
};

export const seenSchema = {
  summary: "Mark the group's chat seen: its new-message notifications go",
  tags,
  params: GroupParam,
  response: { 200: successEnvelope(Empty) },
};

/** The chat routes. */
export const chatApi = {
  readChat: apiRoute('GET', '/groups/:groupId/chat', readChatSchema),
  postChat: apiRoute('POST', '/groups/:groupId/chat', postChatSchema),
  likeMessage: apiRoute('POST', '/groups/:groupId/chat/:chatId/like', likeMessageSchema),
  flagMessage: apiRoute('POST', '/groups/:groupId/chat/:chatId/flag', flagMessageSchema),
  clearFlags: apiRoute('POST', '/groups/:groupId/chat/:chatId/clearflags', clearFlagsSchema),
  deleteChat: apiRoute('DELETE', '/groups/:groupId/chat/:chatId', deleteChatSchema),
  seen: apiRoute('POST', '/groups/:groupId/chat/seen', seenSchema),
};
