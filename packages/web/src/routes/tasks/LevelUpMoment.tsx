// The level-up dialog's code (the avatar's art, the celebration) loads only once a level is
// reached: the tasks screen's first paint never shows it.
import { lazy, Suspense } from 'react';
import { useTasksStore } from '../../store/tasksStore.ts';

const LevelUpDialog = lazy(async () => ({
  default: (await import('./LevelUpDialog.tsx')).LevelUpDialog,
}));

export function LevelUpMoment() {
  const isLevelReached = useTasksStore((state) => state.levelReached !== null);
  if (!isLevelReached) return null;
  return (
    <Suspense fallback={null}>
      <LevelUpDialog />
    </Suspense>
  );
}
