// Schemas of the inbox calls.
import { successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['inbox'];
/** A private message as the inbox answers it (the other fields as the original's). */
export const PrivateMessageSchema = Type.Object(
  { id: Type.String(), text: Type.String(), uuid: Type.String(), timestamp: Type.Number() },
  { additionalProperties: true },
);
const Message = PrivateMessageSchema;
const Empty = Type.Object({});
const MessageId = Type.Object({ messageId: Type.String({ format: 'uuid' }) });
const MessagesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0 })),
  conversation: Type.Optional(Type.String({ format: 'uuid' })),
});

export const pagedMessagesSchema = {
  summary: 'Your private messages, newest first, 10 a page; `conversation`: with one player',
  tags,
  querystring: MessagesQuery,
  response: { 200: successEnvelope(Type.Array(Message)) },
};

export const messagesSchema = {
  summary:
    'Your private messages in the original v3 shape (each copy names the other player in `uuid`), ' +
    'newest first: 10 a page with `page`, else the newest 200; `conversation`: with one player',
  tags,
  querystring: MessagesQuery,
  response: { 200: successEnvelope(Type.Array(Message)) },
};

export const conversationsSchema = {
  summary: 'Your conversations by their last message, 10 a page',
  tags,
  querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 0 })) }),
  response: {
    200: successEnvelope(
      Type.Array(
        Type.Object(
          {
            /** The partner's id, as `uuid`. */
            _id: Type.String(),
            uuid: Type.String(),
            text: Type.String(),
            /** The last message's time, in milliseconds since the epoch. */
            timestamp: Type.Number(),
            count: Type.Integer(),
            newMessages: Type.Integer({ description: 'Received messages not read yet' }),
            canReceive: Type.Boolean(),
          },
          { additionalProperties: true },
        ),
      ),
    ),
  },
};

export const deleteMessageSchema = {
  summary: 'Delete your copy of a private message',
  tags,
  params: MessageId,
  response: { 200: successEnvelope(Empty) },
};

export const clearInboxSchema = {
  summary: 'Delete every private message of yours',
  tags,
  response: { 200: successEnvelope(Empty) },
};

export const likeMessageSchema = {
  summary: 'Like or unlike a private message (both copies), by its uniqueMessageId',
  tags,
  params: Type.Object({ uniqueMessageId: Type.String({ format: 'uuid' }) }),
  response: { 200: successEnvelope(Message) },
};

export const flagMessageSchema = {
  summary: 'Report a private message in your inbox to the moderators',
  tags,
  params: MessageId,
  response: {
    200: successEnvelope(Type.Object({ ok: Type.Boolean(), message: Message })),
  },
};

export const blockSchema = {
  summary: 'Block or unblock a player (toggle); answers your blocks',
  tags,
  params: Type.Object({ uuid: Type.String({ maxLength: 64 }) }),
  response: { 200: successEnvelope(Type.Array(Type.String())) },
};

export const markReadSchema = {
  summary: 'Mark every private message read',
  tags,
  response: { 200: successEnvelope(Empty) },
};

/** The inbox routes. */
export const inboxApi = {
  pagedMessages: apiRoute('GET', '/inbox/paged-messages', pagedMessagesSchema),
  messages: apiRoute('GET', '/inbox/messages', messagesSchema),
  conversations: apiRoute('GET', '/inbox/conversations', conversationsSchema),
  deleteMessage: apiRoute('DELETE', '/inbox/messages/:messageId', deleteMessageSchema),
  clearInbox: apiRoute('DELETE', '/inbox/clear', clearInboxSchema),
  likeMessage: apiRoute('POST', '/inbox/like-private-message/:uniqueMessageId', likeMessageSchema),
  flagMessage: apiRoute('POST', '/members/flag-private-message/:messageId', flagMessageSchema),
  block: apiRoute('POST', '/user/block/:uuid', blockSchema),
  markRead: apiRoute('POST', '/user/mark-pms-read', markReadSchema),
};
