// Which tasks a column shows: its filter, the chosen tags and the search text.
import type { Task, TaskType } from '../../api/tasksTypes.ts';
import { taskColorOf } from '../../store/tasksRules.ts';

export const columnFilters = {
  habit: ['all', 'weak', 'strong'],
  daily: ['all', 'due', 'notDue'],
  todo: ['active', 'scheduled', 'completed'],
  reward: ['all'],
} as const satisfies Record<TaskType, readonly string[]>;

export type ColumnFilter = (typeof columnFilters)[TaskType][number];

// weak and strong follow core's colour classes: the red, orange and yellow ones are weak
const weakColors = new Set(['worst', 'worse', 'bad', 'neutral']);

function matchesFilter(task: Task, filter: ColumnFilter): boolean {
  switch (filter) {
    case 'weak':
      return weakColors.has(taskColorOf(task));
    case 'strong':
      return !weakColors.has(taskColorOf(task));
    case 'due':
      return task.isDue !== false && !task.completed;
    case 'notDue':
      return task.isDue === false || task.completed === true;
    case 'active':
      return !task.completed;
    case 'scheduled':
      return !task.completed && Boolean(task.date);
    case 'completed':
      return task.completed === true;
    case 'all':
      return true;
  }
}

export interface TaskQuery {
  filter: ColumnFilter;
  tagIds: ReadonlySet<string>;
  search: string;
}

export function visibleTasks(tasks: readonly Task[], query: TaskQuery): Task[] {
  const words = query.search.trim().toLowerCase();
  return tasks.filter(
    (task) =>
      matchesFilter(task, query.filter) &&
      [...query.tagIds].every((tagId) => task.tags?.includes(tagId)) &&
      (!words ||
        task.text.toLowerCase().includes(words) ||
        (task.notes ?? '').toLowerCase().includes(words)),
  );
}
