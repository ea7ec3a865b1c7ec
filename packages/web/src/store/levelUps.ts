// Level-ups that come in a row are celebrated once. Scores sent close together are answered one
// by one, and each answer that reached a level would open the level-up dialog anew (level 2, then
// 3, then 4). The levels are held while any score is still out; the dialog opens when the last is
// back, with the highest, and one already open shows that level instead of another dialog.
import { useTasksStore } from './tasksStore.ts';

export function scoreSent(): void {
  useTasksStore.setState(({ levelUps }) => ({
    levelUps: { ...levelUps, scoresOut: levelUps.scoresOut + 1 },
  }));
}

/** A score is back, answered or refused, with the level its answer reached (null: none). */
export function scoreBack(levelReached: number | null): void {
  const { levelUps, levelReached: shown } = useTasksStore.getState();
  const scoresOut = Math.max(0, levelUps.scoresOut - 1);
  const levelHeld =
    levelReached === null ? levelUps.levelHeld : Math.max(levelUps.levelHeld ?? 0, levelReached);
  if (scoresOut > 0 || levelHeld === null) {
    useTasksStore.setState({ levelUps: { scoresOut, levelHeld } });
    return;
  }
  useTasksStore.setState({
    levelReached: Math.max(shown ?? 0, levelHeld),
    levelUps: { scoresOut, levelHeld: null },
  });
}
