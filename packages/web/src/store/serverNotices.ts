// The server's lasting notifications that the client acts on once: FIRST_DROPS and
// ONBOARDING_COMPLETE are shown as a notice, SCORED_TASK (a team task approved) is scored. Each
// is handled when it arrives — on any answer's envelope or the user read at start — then marked
// read on the server and removed here, so it is never handled twice.
import type { ServerNotification } from '../api/envelope.ts';
import { api } from '../api/request.ts';
import { announceServerNotification } from './dropNotices.ts';
import { isSessionConfirmed, useSessionStore } from './sessionStore.ts';

const shown = new Set<string>();

function announceNew(): void {
  const session = useSessionStore.getState();
  // a kept copy's notifications may have been handled since: only the server's are acted on
  if (!isSessionConfirmed(session)) return;
  const notifications = session.user?.notifications ?? [];
  for (const notification of notifications) {
    if (shown.has(notification.id)) continue;
    if (notification.type === 'SCORED_TASK') {
      shown.add(notification.id);
      void scoreApproved(notification);
      continue;
    }
    if (!announceServerNotification(notification)) continue;
    shown.add(notification.id);
    useSessionStore.getState().removeNotification(notification.id);
    // the first egg and potion were added by the server's roll: read the items it changed
    if (notification.type === 'FIRST_DROPS') void useSessionStore.getState().refetchUser();
    markRead(notification.id);
  }
}

// A failed read only means it may be handled again on the next visit; the catalogue tells why.
function markRead(id: string): void {
  api.post(`/notifications/${encodeURIComponent(id)}/read`).catch(() => {});
}

/** Scores the approved task, then reads the notification whatever the outcome: a task the
 * server refuses to score (deleted, already done) would refuse again, and an approved task can
 * still be scored by hand. */
async function scoreApproved(notification: ServerNotification): Promise<void> {
  try {
    const { scoreApprovedTask } = await import('./approvedScores.ts');
    await scoreApprovedTask(notification);
  } catch {
    // the request layer has shown the refusal
  } finally {
    useSessionStore.getState().removeNotification(notification.id);
    markRead(notification.id);
  }
}

/** Starts watching the session's notifications; returns the stop. */
export function watchServerNotices(): () => void {
  announceNew();
  return useSessionStore.subscribe((state, previous) => {
    const isNew =
      state.user?.notifications !== previous.user?.notifications ||
      state.status !== previous.status;
    if (isNew) announceNew();
  });
}
