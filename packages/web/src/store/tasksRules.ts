// The seam between the tasks screen and @questlog/core's task rules. The web package holds no
// game rule of its own: each function here forwards to core. Rules not in core yet answer
// "nothing to apply" (see the notes) and the screen waits for the server instead.
import {
  addToOrder,
  areTaskControlsDisabled,
  hasFainted,
  isInTasksOrder,
  moveInOrder,
  playerFromApi,
  shortOfMoney,
  sortByOrder,
  taskColor,
  TASKS_ORDER_KEY,
  type Task as CoreTask,
  type TaskColor,
  type TasksOrder,
} from '@questlog/core';
import type { Player, Stats, Task, TaskType } from '../api/tasksTypes.ts';

export type { TaskColor };

/**
 * The API's task as core's model: the server sends every field (presentTask), `id` beside
 * `_id`; the groups and challenge objects default to empty for tasks made before they existed.
 */
export function asCoreTask(task: Task): CoreTask {
  // The server sends every field of core's Task (presentTask); the schema leaves most optional.
  return {
    ...task,
    id: task.id || task._id,
    group: task.group ?? {},
    challenge: task.challenge ?? {},
  } as CoreTask;
}

/** The colour class by the task's value, from worst (red) to best (blue); rewards purple. */
export function taskColorOf(task: Task): TaskColor {
  return taskColor(task);
}

/**
 * Whether this player's controls on the task are disabled: done, not due, another member's copy or
 * assignment, or the player has fainted (core's taskControlsDisabledReason).
 */
export function areControlsDisabled(
  task: Task,
  userId: string | undefined,
  stats?: Pick<Stats, 'hp'>,
): boolean {
  return areTaskControlsDisabled(asCoreTask(task), userId ?? '', stats);
}

/**
 * A reward the purse cannot pay (core's purse check: scoreTask refuses a price above the gold).
 * Without stats there is nothing to judge by, and the server decides.
 */
export function isRewardUnaffordable(task: Task, player: Player | null): boolean {
  if (task.type !== 'reward' || !player?.stats) return false;
  return shortOfMoney(playerFromApi(player), task.value, 'gold') !== null;
}

/** Health ran out; the "you fainted" dialog stays until the player revives. */
export function isFainted(stats: Pick<Stats, 'hp'> | undefined): boolean {
  return stats !== undefined && hasFainted(stats);
}

// Scoring, creating and the checks of an edit (core's scoreTask, createTask, updateTask) are in
// localTaskRules.ts: with the recurrence rules they take, they load after the first paint.

// --- the order (core's tasksOrder rules) --------------------------------------------------------

/** The order lists of the tasks as shown: each type's ids, top first (core's lists). */
function orderOf(tasks: readonly Task[]): TasksOrder {
  const order: TasksOrder = {};
  for (const task of tasks.filter(isInTasksOrder)) {
    (order[TASKS_ORDER_KEY[task.type]] ??= []).push(task._id);
  }
  return order;
}

/** Where a task stands in its type's list, as the server counts a move's position (-1: not in it). */
export function orderPositionOf(tasks: readonly Task[], task: Task): number {
  return (orderOf(tasks)[TASKS_ORDER_KEY[task.type]] ?? []).indexOf(task._id);
}

function inOrder(tasks: readonly Task[], order: TasksOrder): Task[] {
  const ordered = sortByOrder(
    tasks.map((task) => ({ id: task._id, type: task.type, task })),
    order,
  );
  return ordered.map(({ task }) => task);
}

/** core's move: `taskId` at `position` among the tasks of its type (0 the top, -1 the bottom). */
export function taskMoved(tasks: readonly Task[], taskId: string, position: number): Task[] {
  const moving = tasks.find((task) => task._id === taskId);
  if (!moving) return [...tasks];
  return inOrder(tasks, moveInOrder(orderOf(tasks), moving.type, taskId, position));
}

/** The tasks with one type in the order the server answered (its ids, top first). */
export function tasksInOrderOf(tasks: readonly Task[], type: TaskType, ids: string[]): Task[] {
  return inOrder(tasks, { ...orderOf(tasks), [TASKS_ORDER_KEY[type]]: ids });
}

/** core's rule for a new task: it goes on top of its type. */
export function taskAdded(tasks: readonly Task[], created: Task): Task[] {
  const order = addToOrder(orderOf(tasks), [{ id: created._id, type: created.type }]);
  return inOrder([...tasks.filter((task) => task._id !== created._id), created], order);
}

/** Max health, the experience to the next level, max mana (core's levels.ts). */
export { MAX_HEALTH, maxMP, toNextLevel } from '@questlog/core';
