// The task and tag calls, through the one request layer.
import { api } from './request.ts';
import type { ChecklistItem, Direction, NewTask, ScoreAnswer, Tag, Task } from './tasksTypes.ts';

const id = encodeURIComponent;

export const tasksApi = {
  list: async () => (await api.get<Task[]>('/tasks/user')).data,
  listCompletedTodos: async () =>
    (await api.get<Task[]>('/tasks/user', { query: { type: 'completedTodos' } })).data,
  create: async (task: NewTask) => (await api.post<Task>('/tasks/user', task)).data,
  // PUT is sent without history.
  update: async (taskId: string, changes: Partial<Task>) => {
    const { history: _history, ...rest } = changes;
    return (await api.put<Task>(`/tasks/${id(taskId)}`, rest)).data;
  },
  remove: async (taskId: string) => {
    await api.delete<unknown>(`/tasks/${id(taskId)}`);
  },
  /** The answer, and the user version it was made at (answers may come back out of order). */
  score: async (taskId: string, direction: Direction) => {
    const { data, userV } = await api.post<ScoreAnswer>(`/tasks/${id(taskId)}/score/${direction}`);
    return { answer: data, userV };
  },
  scoreChecklistItem: async (taskId: string, itemId: string) =>
    (await api.post<Task>(`/tasks/${id(taskId)}/checklist/${id(itemId)}/score`)).data,
  addChecklistItem: async (taskId: string, item: Pick<ChecklistItem, 'text'>) =>
    (await api.post<Task>(`/tasks/${id(taskId)}/checklist`, item)).data,
  /** Completed to-dos leave the list (the server keeps them for the history listing). */
  clearCompletedTodos: async () => {
    await api.post<unknown>('/tasks/clearCompletedTodos');
  },
  /** 0 is the top, -1 the bottom; the answer is the new order of the type's ids. */
  move: async (taskId: string, position: number) =>
    (await api.post<string[]>(`/tasks/${id(taskId)}/move/to/${position}`)).data,
};

export const tagsApi = {
  list: async () => (await api.get<Tag[]>('/tags')).data,
  create: async (name: string) => (await api.post<Tag>('/tags', { name })).data,
  update: async (tagId: string, name: string) =>
    (await api.put<Tag>(`/tags/${id(tagId)}`, { name })).data,
  remove: async (tagId: string) => {
    await api.delete<unknown>(`/tags/${id(tagId)}`);
  },
  reorder: async (tagId: string, to: number) => {
    await api.post<unknown>('/reorder-tags', { tagId, to });
  },
};
