// The notifications menu's changes, through the one optimistic primitive: shown at once, then sent;
// the answer's `data` (the notifications the server still keeps) settles them, or a refusal puts
// them back (the request layer's error catalogue already showed why).
import { ApiRequestError, type ServerNotification } from '../api/envelope.ts';
import { notificationsApi } from '../api/notificationsApi.ts';
import type { User } from '../api/types.ts';
import { runOptimistic, withUser, type GameState } from './optimistic.ts';
import { useSessionStore } from './sessionStore.ts';

function withNotifications(
  state: GameState,
  change: (notifications: ServerNotification[]) => ServerNotification[],
): GameState {
  return withUser(state, (user: User) => ({
    ...user,
    notifications: change(user.notifications ?? []),
  }));
}

/** The server's remaining notifications, less those removed here for good. */
function settleWith(state: GameState, remaining: ServerNotification[]): GameState {
  const removed = useSessionStore.getState().removedNotificationIds;
  return withNotifications(state, () => remaining.filter(({ id }) => !removed.has(id)));
}

async function change(
  apply: (notifications: ServerNotification[]) => ServerNotification[],
  send: () => Promise<ServerNotification[]>,
): Promise<boolean> {
  const outcome = await runOptimistic({
    apply: (state) => withNotifications(state, apply),
    send,
    settle: settleWith,
  });
  // error catalogue step 5: a notification already gone is no notice; the user says what is left
  const error = outcome.isDone ? null : outcome.error;
  if (error instanceof ApiRequestError && error.errorName === 'NotificationNotFound') {
    void useSessionStore.getState().refetchUser();
  }
  return outcome.isDone;
}

/** POST /notifications/see: the menu opened on them. */
export function seeNotifications(ids: readonly string[]): Promise<boolean> {
  const seen = new Set(ids);
  return change(
    (notifications) =>
      notifications.map((one) => (seen.has(one.id) ? { ...one, seen: true } : one)),
    () => notificationsApi.see(ids),
  );
}

/** POST /notifications/:id/read: one dismissed. */
export function dismissNotification(id: string): Promise<boolean> {
  return change(
    (notifications) => notifications.filter((one) => one.id !== id),
    () => notificationsApi.read(id),
  );
}

/** POST /notifications/read: "Dismiss all" on the listed ones. */
export function dismissNotifications(ids: readonly string[]): Promise<boolean> {
  const dismissed = new Set(ids);
  return change(
    (notifications) => notifications.filter((one) => !dismissed.has(one.id)),
    () => notificationsApi.readAll(ids),
  );
}
