// The quest-won dialog on the tasks screen, where a new day (and a boss's defeat) is first seen. Its
// code loads only once a quest is won; it waits for the day's check-in, an open level-up dialog and
// a fainted player's revival, so one dialog shows at a time.
import { lazy, Suspense } from 'react';
import { useIsCheckInPending } from '../../store/checkIn.ts';
import { usePlayer } from '../../store/playerStats.ts';
import { questWonOf } from '../../store/questWon.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { isFainted } from '../../store/tasksRules.ts';
import { useTasksStore } from '../../store/tasksStore.ts';

const QuestWonDialog = lazy(async () => ({
  default: (await import('../party/quest/QuestWonDialog.tsx')).QuestWonDialog,
}));

export function QuestWonMoment() {
  const questKey = useSessionStore((state) => questWonOf(state.user));
  const isCheckInPending = useIsCheckInPending();
  const isLevelUpOpen = useTasksStore((state) => state.levelReached !== null);
  const hasFainted = isFainted(usePlayer()?.stats);
  if (!questKey || isCheckInPending || isLevelUpOpen || hasFainted) return null;
  return (
    <Suspense fallback={null}>
      <QuestWonDialog questKey={questKey} />
    </Suspense>
  );
}
