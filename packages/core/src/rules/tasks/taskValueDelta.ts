// How much one scoring step moves a task's value, forwards or back.
import type { Task } from '../../model/task.ts';

export const MAX_TASK_VALUE = 21.27;
export const MIN_TASK_VALUE = -47.27;
const REVERSE_TOLERANCE = 0.00001;
const BASE = 0.9747;

export type Direction = 'up' | 'down';

/** Values outside the bounds count as the bound for the formula; the stored value is not clamped. */
export function clampTaskValue(value: number): number {
  return Math.min(MAX_TASK_VALUE, Math.max(MIN_TASK_VALUE, value));
}

function checkedItems(task: Task): { checked: number; total: number } {
  if (task.type !== 'daily' && task.type !== 'todo') return { checked: 0, total: 0 };
  const checked = task.checklist.filter((item) => item.completed).length;
  return { checked, total: task.checklist.length };
}

export function completedChecklistItems(task: Task): number {
  return checkedItems(task).checked;
}

/** The forward step: 0.9747^value, signed by direction, weighted by the checklist. */
export function forwardDelta(task: Task, direction: Direction, cron: boolean): number {
  const base = BASE ** clampTaskValue(task.value);
  let delta = direction === 'up' ? base : -base;
  const { checked, total } = checkedItems(task);
  if (total > 0) {
    if (task.type === 'daily' && direction === 'down' && cron) delta *= 1 - checked / total;
    if (task.type === 'todo' && !cron) delta *= 1 + checked;
  }
  return delta;
}

/**
 * The step that undoes an `up` step: the value t with t + 0.9747^t = current, found from
 * above; the result t − current is negative.
 */
export function reverseDelta(task: Task): number {
  const current = clampTaskValue(task.value);
  let t = current - BASE ** current;
  // It converges in a few dozen rounds; the cap only guards against a pathological value.
  for (let round = 0; round < 10_000; round += 1) {
    const diff = current - (t + BASE ** t);
    if (Math.abs(diff) < REVERSE_TOLERANCE) break;
    t -= Math.abs(diff);
  }
  const delta = t - current;
  return task.type === 'todo' ? delta * (1 + completedChecklistItems(task)) : delta;
}

export function stepDelta(task: Task, direction: Direction, cron: boolean): number {
  return direction === 'down' && !cron ? reverseDelta(task) : forwardDelta(task, direction, cron);
}

/**
 * The value a scoring's delta leaves: a reward's value is its price and never moves, although a
 * (meaningless) delta is still computed and sent for it.
 */
export function valueAfterDelta(task: Pick<Task, 'type' | 'value'>, delta: number): number {
  return task.type === 'reward' ? task.value : task.value + delta;
}
