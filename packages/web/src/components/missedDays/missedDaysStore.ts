// Several missed days (issue 30): back after 2–7 days, the player ticks off each missed date's
// due dailies, then one POST /cron applies them and runs one day boundary. One missed day keeps
// the check-in dialog (store/checkIn.ts); this decides which of the two opens.
import { create } from 'zustand';
import { timeApi } from '../../api/timeApi.ts';
import type { MissedDay, MissedDayTicks } from '../../api/timeTypes.ts';
import { beginCheckIn, checkInKeyOf, useCheckInStore } from '../../store/checkIn.ts';
import { sendChange } from '../../store/optimistic.ts';
import { isSessionConfirmed, useSessionStore } from '../../store/sessionStore.ts';
import { loadTasks } from '../../store/tasksActions.ts';

export type MissedDaysPhase = 'idle' | 'checking' | 'open';

interface MissedDaysState {
  phase: MissedDaysPhase;
  /** The missed dates, oldest first, with the dailies due on each. */
  days: MissedDay[];
}

const initialState: MissedDaysState = { phase: 'idle', days: [] };

export const useMissedDaysStore = create<MissedDaysState>()(() => ({ ...initialState }));

useSessionStore.subscribe((state, previous) => {
  if (state.credentials !== previous.credentials) useMissedDaysStore.setState({ ...initialState });
});

/**
 * Once the day boundary is due and the tasks are loaded: asks the server which days were
 * missed; two or more open this dialog, else the one-day check-in goes on as before (also when
 * the question fails: the day boundary must still be reachable).
 */
export async function beginDayBoundary(now: Date): Promise<void> {
  // the server's player says the boundary is due, never a kept copy (cachedPaint.ts)
  if (!isSessionConfirmed(useSessionStore.getState())) return;
  if (useMissedDaysStore.getState().phase !== 'idle') return;
  if (useCheckInStore.getState().phase !== 'idle') return;
  useMissedDaysStore.setState({ phase: 'checking' });
  let days: MissedDay[] = [];
  try {
    days = await timeApi.missedDays();
  } catch {
    // the request layer said why; the one-day check-in still lets the new day start
  }
  if (days.length >= 2) {
    useMissedDaysStore.setState({ phase: 'open', days });
    return;
  }
  useMissedDaysStore.setState({ phase: 'idle' });
  beginCheckIn(now);
}

/**
 * Sends what was done on each missed date and runs the one day boundary, then reads the user and
 * the tasks again. Rejects on failure; the dialog stays open for another try.
 */
export async function recordMissedDays(ticks: MissedDayTicks[]): Promise<void> {
  const { user } = useSessionStore.getState();
  const cronStartedAt = Date.now();
  await sendChange({
    send: async () => {
      await timeApi.runWithMissedDays(ticks);
      // answered before the reads, so the user they bring never asks again
      if (user) useCheckInStore.setState({ answeredKey: checkInKeyOf(user) });
    },
    reread: () => Promise.all([useSessionStore.getState().refetchUser(), loadTasks()]),
  });
  useMissedDaysStore.setState({ ...initialState });
  const { announceBossDamage } = await import('../../store/partyNotices.ts');
  await announceBossDamage(cronStartedAt);
}

/** For tests. */
export function resetMissedDays(): void {
  useMissedDaysStore.setState({ ...initialState });
}
