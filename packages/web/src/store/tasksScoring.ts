// Scoring, through the one optimistic primitive: core's scoreTask shows at once; the server's stats
// then replace the confirmed ones and its delta settles the task's value. A refused score drops
// only itself: scores still in flight stay shown, and those the server took stay taken.
import { valueAfterDelta } from '@questlog/core';
import { tasksApi } from '../api/tasksApi.ts';
import type { Direction, Player, ScoreAnswer, Stats, Task } from '../api/tasksTypes.ts';
import { currentPlayer } from './playerStats.ts';
import { runOptimistic, takeParts, type GameState } from './optimistic.ts';
import { scoreBack, scoreSent } from './levelUps.ts';
import { announceScore } from './scoreNotices.ts';
import { loadLocalTaskRules, scoreLocally } from './localTaskRulesLoader.ts';
import { useSessionStore } from './sessionStore.ts';
import { findTask, taskIn, useTasksStore, withTaskReplaced } from './tasksStore.ts';

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

interface Score {
  taskId: string;
  direction: Direction;
  now: Date;
}

/** core's scoreTask on the state's player and task (nothing when the rule cannot run). */
function localScore(state: GameState, { taskId, direction, now }: Score) {
  const task = taskIn(state, taskId);
  const player = state.user as Player | null;
  return task && player ? { task, local: scoreLocally(player, task, direction, now) } : null;
}

function scoredLocally(state: GameState, score: Score): GameState {
  const scored = localScore(state, score);
  if (!scored?.local || !state.user) return state;
  return {
    ...withTaskReplaced(state, scored.local.task),
    user: { ...state.user, stats: scored.local.stats },
  };
}

function settledScore(
  state: GameState,
  score: Score,
  { answer, userV }: { answer: ScoreAnswer; userV?: number },
): GameState {
  const scored = localScore(state, score);
  let next = state;
  if (scored) {
    const { task, local } = scored;
    next = withTaskReplaced(next, reconciledTask(task, local?.task, score.direction, answer.delta));
  }
  // the server's stats replace the confirmed ones; fields it leaves out (computed ones) stay
  return next.user
    ? { ...next, user: takeParts(next.user, { stats: statsOf(answer) }, userV) }
    : next;
}

export async function scoreTask(taskId: string, direction: Direction): Promise<void> {
  // The rules load when the screen is first idle. A score before that is not held back for
  // them (a change made after it would go first): it applies nothing here, the answer decides.
  void loadLocalTaskRules(); // once; at once when already in
  const statsBefore = currentPlayer()?.stats;
  if (!currentPlayer() || !findTask(taskId)) return;
  const score: Score = { taskId, direction, now: new Date() };
  let levelReached: number | null = null;
  scoreSent();
  try {
    const outcome = await runOptimistic({
      apply: (state) => scoredLocally(state, score),
      send: () => tasksApi.score(taskId, direction),
      settle: (state, answer) => settledScore(state, score, answer),
    });
    if (!outcome.isDone) return;
    const { answer } = outcome.answer;
    // a drop is chance, settled by the server: read the items it added
    if (answer._tmp?.drop) void useSessionStore.getState().refetchUser();
    if (statsBefore) levelReached = announceScore(statsBefore, answer).levelReached;
  } finally {
    scoreBack(levelReached);
  }
}

export function closeLevelUp(): void {
  useTasksStore.setState({ levelReached: null });
}
