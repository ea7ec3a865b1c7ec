// The server's lasting notifications that the player sees once as a notice (FIRST_DROPS,
// ONBOARDING_COMPLETE): each is shown when it arrives — on any answer's envelope or the user
// read at start — then marked read on the server and removed here, so it never shows twice.
import { api } from '../api/request.ts';
import { announceServerNotification } from './dropNotices.ts';
import { useSessionStore } from './sessionStore.ts';

const shown = new Set<string>();

function announceNew(): void {
  const notifications = useSessionStore.getState().user?.notifications ?? [];
  for (const notification of notifications) {
    if (shown.has(notification.id) || !announceServerNotification(notification)) continue;
    shown.add(notification.id);
    const { id } = notification;
    useSessionStore.getState().removeNotification(id);
    // the first egg and potion were added by the server's roll: read the items it changed
    if (notification.type === 'FIRST_DROPS') void useSessionStore.getState().refetchUser();
    // A failed read only means it may show again on the next visit; the catalogue tells why.
    api.post(`/notifications/${encodeURIComponent(id)}/read`).catch(() => {});
  }
}

/** Starts watching the session's notifications; returns the stop. */
export function watchServerNotices(): () => void {
  announceNew();
  return useSessionStore.subscribe((state, previous) => {
    if (state.user?.notifications !== previous.user?.notifications) announceNew();
  });
}
