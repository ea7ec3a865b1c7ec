// Scoring a to-do: completed or reopened by the player; at cron an open to-do only drifts redder,
// without touching the stats.
import type { Todo } from '../../model/task.ts';
import { changeTaskValue } from './changeTaskValue.ts';
import { manaChange } from './mana.ts';
import { NO_CHANGES, type ScoringInput, type TypeScore, gainsFor } from './scoringTypes.ts';
import { forwardDelta } from './taskValueDelta.ts';

export function scoreTodo(input: ScoringInput<Todo>): TypeScore<Todo> {
  const { user, task, direction, times, cron, crit, computed, now } = input;
  const change = changeTaskValue(user, task, { direction, times, cron, crit, str: computed.str });
  const common = { training: change.training, questProgress: change.questProgress };
  if (cron) {
    return {
      ...common,
      task: { ...task, value: change.value },
      delta: change.delta,
      changes: NO_CHANGES,
    };
  }
  const completion =
    direction === 'up'
      ? { completed: true, dateCompleted: now.toISOString() }
      : { completed: false, dateCompleted: null };
  const scored: Todo = { ...task, ...completion, value: change.value };
  const delta = direction === 'down' ? forwardDelta(scored, 'down', false) : change.delta;
  const { exp, gp } = gainsFor(input, delta);
  const mp = manaChange(task, { direction, cron, crit, maxMP: computed.maxMP });
  return { ...common, task: scored, delta, changes: { hp: 0, mp, exp, gp } };
}
