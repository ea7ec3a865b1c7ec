// The player's tasks and tags. Actions live beside it in tasksActions.ts and tasksScoring.ts: each
// changes the lists through the one optimistic primitive (optimistic.ts), which applies at once,
// awaits the server, then reconciles or rolls back.
import { create } from 'zustand';
import type { Tag, Task } from '../api/tasksTypes.ts';
import { serverIdOf } from './outbox/temporaryIds.ts';

/** `cached`: the lists this device kept are shown while the server's are read (cachedPaint.ts). */
export type TasksLoad = 'notLoaded' | 'loading' | 'cached' | 'loaded' | 'failed';

export interface TasksState {
  /** Every task but the completed to-dos the server keeps apart, in the player's order. */
  tasks: Task[];
  completedTodos: Task[];
  completedLoad: TasksLoad;
  tags: Tag[];
  load: TasksLoad;
  /** The level just reached, while the level-up dialog is open. */
  levelReached: number | null;
  /** Scores sent and not answered yet, and the highest level their answers reached so far. */
  levelUps: { scoresOut: number; levelHeld: number | null };
}

export const emptyTasksState: TasksState = {
  tasks: [],
  completedTodos: [],
  completedLoad: 'notLoaded',
  tags: [],
  load: 'notLoaded',
  levelReached: null,
  levelUps: { scoresOut: 0, levelHeld: null },
};

export const useTasksStore = create<TasksState>()(() => ({ ...emptyTasksState }));

export function resetTasksStore(): void {
  useTasksStore.setState({ ...emptyTasksState });
}

type TaskLists = Pick<TasksState, 'tasks' | 'completedTodos'>;

/** `lists` with the task of `next`'s id replaced by `next`. */
export function withTaskReplaced<Lists extends TaskLists>(lists: Lists, next: Task): Lists {
  const replace = (task: Task) => (task._id === next._id ? next : task);
  return {
    ...lists,
    tasks: lists.tasks.map(replace),
    completedTodos: lists.completedTodos.map(replace),
  };
}

/** The task of that id; a task created offline is found by its temporary id after the server's
 * id is known too (temporaryIds.ts). */
export function taskIn(lists: TaskLists, taskId: string): Task | undefined {
  const serverId = serverIdOf(taskId);
  const isIt = (task: Task) => task._id === taskId || task._id === serverId;
  return lists.tasks.find(isIt) ?? lists.completedTodos.find(isIt);
}

export function findTask(taskId: string): Task | undefined {
  return taskIn(useTasksStore.getState(), taskId);
}
