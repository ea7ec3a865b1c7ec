// Skipping a due daily for today (neutral: no damage, no streak change) and undoing it, through
// the one optimistic primitive: the card shows it skipped at once, the server's task confirms it.
import { timeApi } from '../../api/timeApi.ts';
import type { Task } from '../../api/tasksTypes.ts';
import { runOptimistic, type GameState } from '../../store/optimistic.ts';
import { withTaskReplaced } from '../../store/tasksStore.ts';

function withSkippedDate(state: GameState, taskId: string, skippedDate: string | null) {
  const task = state.tasks.find((candidate) => candidate._id === taskId);
  return task ? withTaskReplaced(state, { ...task, skippedDate } as Task) : state;
}

/** Skips the daily for `today` (the player's game date); false when refused. */
export async function skipToday(taskId: string, today: string): Promise<boolean> {
  const outcome = await runOptimistic({
    apply: (state) => withSkippedDate(state, taskId, today),
    send: () => timeApi.skip(taskId),
    settle: (state, saved) => withTaskReplaced(state, saved),
  });
  return outcome.isDone;
}

export async function undoSkip(taskId: string): Promise<boolean> {
  const outcome = await runOptimistic({
    apply: (state) => withSkippedDate(state, taskId, null),
    send: () => timeApi.unskip(taskId),
    settle: (state, saved) => withTaskReplaced(state, saved),
  });
  return outcome.isDone;
}
