// Scoring (STYLE.md "The client applies, awaits, reconciles"): core's scoreTask applied at once,
// the server's answer then replaces the stats, and its delta settles the task's value.
import { valueAfterDelta } from '@questlog/core';
import { tasksApi } from '../api/tasksApi.ts';
import type { Direction, ScoreAnswer, Stats, Task } from '../api/tasksTypes.ts';
import { currentPlayer, setPlayerStats } from './playerStats.ts';
import { announceScore } from './scoreNotices.ts';
import { scoreLocally } from './tasksRules.ts';
import { useSessionStore } from './sessionStore.ts';
import { findTask, replaceTask, useTasksStore } from './tasksStore.ts';

function statsOf(answer: ScoreAnswer): Stats {
  const { delta: _delta, _tmp, ...stats } = answer;
  return stats;
}

/**
 * The task as the server scored it: core's local result (streak, counters, history) with the
 * value moved by the server's delta, which includes any crit — by core's rule, so a reward keeps
 * its price.
 */
function reconciledTask(
  before: Task,
  local: Task | undefined,
  direction: Direction,
  delta: number,
): Task {
  const settled: Task = { ...(local ?? before), value: valueAfterDelta(before, delta) };
  if (before.type === 'daily' || before.type === 'todo') settled.completed = direction === 'up';
  return settled;
}

export async function scoreTask(taskId: string, direction: Direction): Promise<void> {
  const player = currentPlayer();
  const task = findTask(taskId);
  if (!player || !task) return;
  const statsBefore = player.stats;
  const local = scoreLocally(player, task, direction, new Date());
  if (local) {
    replaceTask(local.task);
    setPlayerStats(local.stats);
  }
  try {
    const answer = await tasksApi.score(taskId, direction);
    replaceTask(reconciledTask(task, local?.task, direction, answer.delta));
    // the server's stats replace ours; fields it leaves out (computed ones) stay
    setPlayerStats({ ...(statsBefore ?? {}), ...statsOf(answer) } as Stats);
    // a drop is chance, settled by the server: read the items it added
    if (answer._tmp?.drop) void useSessionStore.getState().refetchUser();
    if (statsBefore) {
      const { levelReached } = announceScore(statsBefore, answer);
      if (levelReached !== null) useTasksStore.setState({ levelReached });
    }
  } catch {
    // roll back; the request layer's error catalogue already showed the error notice
    replaceTask(task);
    setPlayerStats(statsBefore);
  }
}

export function closeLevelUp(): void {
  useTasksStore.setState({ levelReached: null });
}
