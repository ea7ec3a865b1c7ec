// The player's lasting notifications: each answer's `data` is the notifications the server still
// keeps. There is no GET: they ride on every envelope (api/envelope.ts).
import { api } from './request.ts';

export const notificationsApi = {
  /** POST /notifications/see: the menu showed them. */
  see: async (notificationIds: readonly string[]) =>
    (await api.call('POST /notifications/see', { body: { notificationIds: [...notificationIds] } }))
      .data,
  /** POST /notifications/:id/read: dismissed; the server forgets it. */
  read: async (notificationId: string) =>
    (
      await api.call('POST /notifications/:notificationId/read', {
        params: { notificationId },
      })
    ).data,
  /** POST /notifications/read: "Dismiss all". */
  readAll: async (notificationIds: readonly string[]) =>
    (
      await api.call('POST /notifications/read', {
        body: { notificationIds: [...notificationIds] },
      })
    ).data,
};
