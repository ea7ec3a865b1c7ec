import { lazy, Suspense, useState } from 'react';
import { useIsCheckInPending } from '../../store/checkIn.ts';
import { isClassChoiceDue } from '../../store/classStatus.ts';
import { usePlayer } from '../../store/playerStats.ts';
import { isFainted } from '../../store/tasksRules.ts';
import { useTasksStore } from '../../store/tasksStore.ts';

// its code loads only when the choice is due (level 10), never for the tasks' first paint
const ClassChoiceDialog = lazy(async () => ({
  default: (await import('./ClassChoiceDialog.tsx')).ClassChoiceDialog,
}));

/**
 * Opens the class choice once the player reaches level 10 without a class (and has not turned
 * classes off). It waits for the dialogs that come first: the check-in, the level-up, fainting.
 * "Decide later" closes it until the next visit; the attributes panel opens it again.
 */
export function ClassChoiceGate() {
  const player = usePlayer();
  const isLevelUpOpen = useTasksStore((state) => state.levelReached !== null);
  const isCheckInPending = useIsCheckInPending();
  const [isPostponed, setIsPostponed] = useState(false);
  // While a choice is with the server the class is already applied, so the choice is no longer
  // due: the dialog stays until the answer, and stays open if the server refuses.
  const [isSending, setIsSending] = useState(false);
  const isBlocked = isLevelUpOpen || isCheckInPending || isFainted(player?.stats);
  if (isPostponed) return null;
  if (!isSending && (isBlocked || !isClassChoiceDue(player))) return null;
  return (
    <Suspense fallback={null}>
      <ClassChoiceDialog onClose={() => setIsPostponed(true)} onSending={setIsSending} />
    </Suspense>
  );
}
