// The player's tasks and tags (DESIGN.md "client"). Actions live beside it in tasksActions.ts
// and tasksScoring.ts: each applies the change here at once, awaits the server, then takes the
// server's answer or rolls back.
import { create } from 'zustand';
import type { Tag, Task } from '../api/tasksTypes.ts';

export type TasksLoad = 'notLoaded' | 'loading' | 'loaded' | 'failed';

export interface TasksState {
  /** Every task but the completed to-dos the server keeps apart, in the player's order. */
  tasks: Task[];
  completedTodos: Task[];
  completedLoad: TasksLoad;
  tags: Tag[];
  load: TasksLoad;
  /** The level just reached, while the level-up dialog is open. */
  levelReached: number | null;
}

export const emptyTasksState: TasksState = {
  tasks: [],
  completedTodos: [],
  completedLoad: 'notLoaded',
  tags: [],
  load: 'notLoaded',
  levelReached: null,
};

export const useTasksStore = create<TasksState>()(() => ({ ...emptyTasksState }));

export function resetTasksStore(): void {
  useTasksStore.setState({ ...emptyTasksState });
}

export function replaceTask(next: Task): void {
  useTasksStore.setState((state) => ({
    tasks: state.tasks.map((task) => (task._id === next._id ? next : task)),
    completedTodos: state.completedTodos.map((task) => (task._id === next._id ? next : task)),
  }));
}

export function findTask(taskId: string): Task | undefined {
  const { tasks, completedTodos } = useTasksStore.getState();
  return tasks.find((task) => task._id === taskId) ?? completedTodos.find((t) => t._id === taskId);
}
