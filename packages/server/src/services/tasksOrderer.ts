// Keeps `users.tasks_order` (the order the tasks screen shows, per type) in step with the tasks.
import type { StoredTask, TaskType } from '../db/repositories/tasks.ts';
import { ORDER_KEY } from '../db/repositories/tasks.ts';

export type TasksOrder = Record<string, string[]>;

/** The order with `taskId` moved to `position` of its type's list (0 = top, -1 = bottom). */
export function moveInOrder(
  order: TasksOrder,
  type: TaskType,
  taskId: string,
  position: number,
): TasksOrder {
  const list = (order[ORDER_KEY[type]] ?? []).filter((id) => id !== taskId);
  list.splice(position === -1 ? list.length : Math.min(position, list.length), 0, taskId);
  return { ...order, [ORDER_KEY[type]]: list };
}

/** New tasks go to the top of their list, as the original does. */
export function addToOrder(order: TasksOrder, tasks: readonly StoredTask[]): TasksOrder {
  const next = { ...order };
  for (const task of tasks) {
    const key = ORDER_KEY[task.type];
    next[key] = [task.id, ...(next[key] ?? []).filter((id) => id !== task.id)];
  }
  return next;
}

export function removeFromOrder(order: TasksOrder, task: StoredTask): TasksOrder {
  const key = ORDER_KEY[task.type];
  return { ...order, [key]: (order[key] ?? []).filter((id) => id !== task.id) };
}

/** Tasks sorted by the order lists; those missing from them keep their place after the rest. */
export function sortByOrder(tasks: readonly StoredTask[], order: TasksOrder): StoredTask[] {
  const rank = new Map<string, number>();
  for (const key of Object.values(ORDER_KEY)) {
    for (const [index, id] of (order[key] ?? []).entries()) rank.set(id, index);
  }
  const typeRank = Object.keys(ORDER_KEY);
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
