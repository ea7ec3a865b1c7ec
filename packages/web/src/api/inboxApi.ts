// Private messages, through the one request layer.
import { api } from './request.ts';
import type { Conversation, InboxMessage } from './socialTypes.ts';
import type { User } from './types.ts';

const id = encodeURIComponent;

/** Paged messages come 10 a page, newest first. */
export const INBOX_PAGE_SIZE = 10;

export const inboxApi = {
  conversations: async () => (await api.get<Conversation[]>('/inbox/conversations')).data,
  messages: async (partnerId: string, page: number) =>
    (
      await api.get<InboxMessage[]>('/inbox/paged-messages', {
        query: { conversation: partnerId, page },
      })
    ).data,
  send: async (toUserId: string, message: string) =>
    (
      await api.post<{ message: InboxMessage }>('/members/send-private-message', {
        message,
        toUserId,
      })
    ).data.message,
  remove: async (messageId: string) => {
    await api.delete<unknown>(`/inbox/messages/${id(messageId)}`);
  },
  /** Likes or unlikes both copies; the answer is my copy. */
  like: async (uniqueMessageId: string) =>
    (await api.post<InboxMessage>(`/inbox/like-private-message/${id(uniqueMessageId)}`)).data,
  /** Reports my copy to the moderators. */
  flag: async (messageId: string, comment: string) =>
    (
      await api.post<{ ok: boolean; message: InboxMessage }>(
        `/members/flag-private-message/${id(messageId)}`,
        { comment: comment.trim() || undefined },
      )
    ).data.message,
  /** Toggles the block; the answer is the blocks list. */
  toggleBlock: async (userId: string) =>
    (await api.post<string[]>(`/user/block/${id(userId)}`)).data,
  markRead: async () => {
    await api.post<unknown>('/user/mark-pms-read');
  },
  setOptOut: async (isOptedOut: boolean) =>
    (await api.put<User>('/user', { 'inbox.optOut': isOptedOut })).data,
};
