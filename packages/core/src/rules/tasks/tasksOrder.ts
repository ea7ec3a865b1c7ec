// The order the tasks screen shows, per type (the user's `tasksOrder`): where a moved
// task lands, where a new one goes, and what scoring a to-do does to it. The server keeps the
// stored lists by these rules and the client shows a move or a new task at once by the same ones.
import type { TaskType } from '../../model/task.ts';

export const TASKS_ORDER_KEY = {
  habit: 'habits',
  daily: 'dailys',
  todo: 'todos',
  reward: 'rewards',
} as const satisfies Record<TaskType, string>;

/** Task ids by order list ("habits", "dailys", "todos", "rewards"). */
export type TasksOrder = Record<string, string[]>;

interface OrderedTask {
  id: string;
  type: TaskType;
}

/** Completed to-dos are kept out of the lists (scoring one up takes it out; it cannot be moved). */
export function isInTasksOrder(task: { type: TaskType; completed?: boolean }): boolean {
  return !(task.type === 'todo' && task.completed === true);
}

/**
 * `ids` with `taskId` at `position`: 0 is the top, -1 the bottom, and a position past the end
 * (or any other negative one) clamps to the bottom (or the top), as the original does.
 */
export function movedInList(ids: readonly string[], taskId: string, position: number): string[] {
  const list = ids.filter((id) => id !== taskId);
  const index = position === -1 ? list.length : Math.max(0, Math.min(position, list.length));
  list.splice(index, 0, taskId);
  return list;
}

/** The order with `taskId` moved to `position` of its type's list (see movedInList). */
export function moveInOrder(
  order: TasksOrder,
  type: TaskType,
  taskId: string,
  position: number,
): TasksOrder {
  const key = TASKS_ORDER_KEY[type];
  return { ...order, [key]: movedInList(order[key] ?? [], taskId, position) };
}

/** New tasks go to the top of their list, the last one given on top. */
export function addToOrder(order: TasksOrder, tasks: readonly OrderedTask[]): TasksOrder {
  const next = { ...order };
  for (const task of tasks) {
    const key = TASKS_ORDER_KEY[task.type];
    next[key] = [task.id, ...(next[key] ?? []).filter((id) => id !== task.id)];
  }
  return next;
}

export function removeFromOrder(order: TasksOrder, task: OrderedTask): TasksOrder {
  const key = TASKS_ORDER_KEY[task.type];
  return { ...order, [key]: (order[key] ?? []).filter((id) => id !== task.id) };
}

/** A to-do scored complete leaves the list; one scored open again returns on top. */
export function orderAfterScore(
  order: TasksOrder,
  before: OrderedTask & { completed?: boolean },
  after: OrderedTask & { completed?: boolean },
): TasksOrder {
  if (after.type !== 'todo' || isInTasksOrder(before) === isInTasksOrder(after)) return order;
  const key = TASKS_ORDER_KEY.todo;
  const todos = (order[key] ?? []).filter((id) => id !== after.id);
  return { ...order, [key]: isInTasksOrder(after) ? [after.id, ...todos] : todos };
}

/**
 * Tasks by type (habits, dailies, to-dos, rewards), each type in its list's order; tasks missing
 * from the lists keep their place after the rest.
 */
export function sortByOrder<T extends OrderedTask>(tasks: readonly T[], order: TasksOrder): T[] {
  const rank = new Map<string, number>();
  for (const key of Object.values(TASKS_ORDER_KEY)) {
    for (const [index, id] of (order[key] ?? []).entries()) rank.set(id, index);
  }
  const typeRank: readonly string[] = Object.keys(TASKS_ORDER_KEY);
  return tasks
    .map((task, index) => ({ task, index }))
    .sort(
      (a, b) =>
        typeRank.indexOf(a.task.type) - typeRank.indexOf(b.task.type) ||
        (rank.get(a.task.id) ?? Infinity) - (rank.get(b.task.id) ?? Infinity) ||
        a.index - b.index,
    )
    .map(({ task }) => task);
}
