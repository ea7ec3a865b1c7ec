// "Record yesterday's activity": when the server reports needsCron, the player ticks the dailies
// they did yesterday; those are scored before the day boundary (x-defer-cron), then POST /cron runs
// it and the user and tasks are read again.
import { create } from 'zustand';
import { cronApi } from '../api/cronApi.ts';
import type { Stats, Task } from '../api/tasksTypes.ts';
import type { User } from '../api/types.ts';
import { noticeUnexplained } from '../components/notifications/noticeUnexplained.ts';
import { currentDayPreferences } from './dayPreferences.ts';
import { yesterDailies } from './dayRules.ts';
import { sendChange, takeParts, withUser } from './optimistic.ts';
import { currentPlayer } from './playerStats.ts';
import { announceScore } from './scoreNotices.ts';
import { isSessionConfirmed, useSessionStore, type SessionState } from './sessionStore.ts';
import { loadTasks } from './tasksActions.ts';
import { useTasksStore } from './tasksStore.ts';

export type CheckInPhase = 'idle' | 'silent' | 'open';

export interface CheckInState {
  phase: CheckInPhase;
  /** The dailies offered, fixed when the dialog opens. */
  dailies: Task[];
  /** Dailies already scored as done yesterday: a retry after a failure skips them. */
  recordedIds: ReadonlySet<string>;
  /** The needsCron already answered (user and last cron), so a reload never asks twice. */
  answeredKey: string | null;
}

const initialState: CheckInState = {
  phase: 'idle',
  dailies: [],
  recordedIds: new Set(),
  answeredKey: null,
};

export const useCheckInStore = create<CheckInState>()(() => ({ ...initialState }));

// a new session starts with no answered day boundary
useSessionStore.subscribe((state, previous) => {
  if (state.credentials !== previous.credentials) useCheckInStore.setState({ ...initialState });
});

/** Which due day boundary an answer was for (a player and their last one). */
export const checkInKeyOf = (user: User) => `${user.id}|${user.lastCron ?? ''}`;
const keyOf = checkInKeyOf;

/** The day boundary is due and not answered yet: the check-in comes before anything else. */
export function isCheckInPending(user: User | null, answeredKey: string | null): boolean {
  return user?.needsCron === true && answeredKey !== keyOf(user);
}

/**
 * Whether the check-in is due: `unknown` until the server's player has come, since a kept copy's
 * `needsCron` may be stale either way (the app never guesses the day boundary).
 */
export type CheckInGate = 'unknown' | 'pending' | 'clear';

export function checkInGate(
  session: Pick<SessionState, 'status' | 'user'>,
  answeredKey: string | null,
): CheckInGate {
  if (!isSessionConfirmed(session)) return 'unknown';
  return isCheckInPending(session.user, answeredKey) ? 'pending' : 'clear';
}

export function useCheckInGate(): CheckInGate {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const answeredKey = useCheckInStore((state) => state.answeredKey);
  return checkInGate({ status, user }, answeredKey);
}

/** For what comes after the check-in (fainted, class choice, a quest won): it waits while the
 * check-in is due or not known yet. */
export function useIsCheckInPending(): boolean {
  return useCheckInGate() !== 'clear';
}

/**
 * Decides what the check-in shows once the server's user and tasks are loaded (never the kept
 * copies a returning visit paints first): the dialog when some
 * daily was due yesterday and not done, else the new day starts at once without a word.
 */
export function beginCheckIn(now: Date): void {
  const { phase, answeredKey } = useCheckInStore.getState();
  const { tasks, load } = useTasksStore.getState();
  const gate = checkInGate(useSessionStore.getState(), answeredKey);
  if (phase !== 'idle' || load !== 'loaded' || gate !== 'pending') return;
  const dailies = yesterDailies(tasks, now, currentDayPreferences(now));
  if (dailies.length > 0) {
    useCheckInStore.setState({ phase: 'open', dailies, recordedIds: new Set() });
    return;
  }
  useCheckInStore.setState({ phase: 'silent', dailies: [], recordedIds: new Set() });
  startNewDay([]).catch((error: unknown) => {
    // the dialog opens with nothing to tick, so the player can try again
    noticeUnexplained(error);
    useCheckInStore.setState({ phase: 'open' });
  });
}

async function recordYesterday(taskId: string): Promise<void> {
  const statsBefore = currentPlayer()?.stats;
  // yesterday's outcome is the server's to compute: nothing is shown before its answer
  const answer = await sendChange({
    send: () => cronApi.scoreYesterday(taskId),
    settle: (state, { delta: _delta, _tmp, ...stats }) =>
      statsBefore ? withUser(state, (user) => takeParts(user, { stats: stats as Stats })) : state,
  });
  useCheckInStore.setState((state) => ({ recordedIds: new Set([...state.recordedIds, taskId]) }));
  if (statsBefore) announceScore(statsBefore, answer);
}

/**
 * Scores each ticked daily up (one at a time, skipping those already recorded), runs the day
 * boundary, then reads the user and the tasks again. Rejects on the first failed call; the
 * dialog stays open for another try.
 */
export async function startNewDay(tickedIds: readonly string[]): Promise<void> {
  const { user } = useSessionStore.getState();
  for (const taskId of tickedIds) {
    if (!useCheckInStore.getState().recordedIds.has(taskId)) await recordYesterday(taskId);
  }
  const cronStartedAt = Date.now();
  await sendChange({
    send: async () => {
      await cronApi.run();
      // answered before the reads, so the user they bring never asks again
      if (user) useCheckInStore.setState({ answeredKey: keyOf(user) });
    },
    reread: () => Promise.all([useSessionStore.getState().refetchUser(), loadTasks()]),
  });
  useCheckInStore.setState({ phase: 'idle', dailies: [], recordedIds: new Set() });
  // the boss took the pending damage: say how much (party players only); the quest texts it
  // names the boss with load here, not with the tasks screen (issue 19.10)
  const { announceBossDamage } = await import('./partyNotices.ts');
  await announceBossDamage(cronStartedAt);
}

/** For tests: forget every answered day boundary. */
export function resetCheckIn(): void {
  useCheckInStore.setState({ ...initialState });
}
