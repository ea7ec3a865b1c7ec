// Private messages, through the one request layer.
import { api } from './request.ts';

/** Paged messages come 10 a page, newest first. */
export const INBOX_PAGE_SIZE = 10;

export const inboxApi = {
  conversations: async () => (await api.call('GET /inbox/conversations')).data,
  messages: async (partnerId: string, page: number) =>
    (await api.call('GET /inbox/paged-messages', { query: { conversation: partnerId, page } }))
      .data,
  send: async (toUserId: string, message: string) =>
    (
      await api.call('POST /members/send-private-message', {
        body: {
          message,
          toUserId,
        },
      })
    ).data.message,
  remove: async (messageId: string) => {
    await api.call('DELETE /inbox/messages/:messageId', { params: { messageId } });
  },
  /** Likes or unlikes both copies; the answer is my copy. */
  like: async (uniqueMessageId: string) =>
    (
      await api.call('POST /inbox/like-private-message/:uniqueMessageId', {
        params: { uniqueMessageId },
      })
    ).data,
  /** Reports my copy to the moderators. */
  flag: async (messageId: string, comment: string) =>
    (
      await api.call('POST /members/flag-private-message/:messageId', {
        params: { messageId },
        body: { comment: comment.trim() || undefined },
      })
    ).data.message,
  /** Toggles the block; the answer is the blocks list. */
  toggleBlock: async (userId: string) =>
    (await api.call('POST /user/block/:uuid', { params: { uuid: userId } })).data,
  markRead: async () => {
    await api.call('POST /user/mark-pms-read');
  },
  setOptOut: async (isOptedOut: boolean) =>
    (await api.call('PUT /user', { body: { 'inbox.optOut': isOptedOut } })).data,
};
