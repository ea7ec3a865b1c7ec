// The player's lasting notifications: each answer's `data` is the notifications the server still
// keeps. There is no GET: they ride on every envelope (api/envelope.ts).
import type { ServerNotification } from './envelope.ts';
import { api } from './request.ts';

const segment = encodeURIComponent;

export const notificationsApi = {
  /** POST /notifications/see: the menu showed them. */
  see: async (notificationIds: readonly string[]) =>
    (await api.post<ServerNotification[]>('/notifications/see', { notificationIds })).data,
  /** POST /notifications/:id/read: dismissed; the server forgets it. */
  read: async (notificationId: string) =>
    (await api.post<ServerNotification[]>(`/notifications/${segment(notificationId)}/read`)).data,
  /** POST /notifications/read: "Dismiss all". */
  readAll: async (notificationIds: readonly string[]) =>
    (await api.post<ServerNotification[]>('/notifications/read', { notificationIds })).data,
};
