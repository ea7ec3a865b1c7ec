// The task and tag calls, through the one request layer.
import { api } from './request.ts';
import type { ChecklistItem, Direction, NewTask, Task } from './tasksTypes.ts';

export const tasksApi = {
  list: async () => (await api.call('GET /tasks/user')).data,
  listCompletedTodos: async () =>
    (await api.call('GET /tasks/user', { query: { type: 'completedTodos' } })).data,
  create: async (task: NewTask) => {
    const { data } = await api.call('POST /tasks/user', { body: task });
    // One task sent, one answered: only a list of tasks is answered with a list.
    return Array.isArray(data) ? data[0]! : data;
  },
  // PUT is sent without history.
  update: async (taskId: string, changes: Partial<Task>) => {
    const { history: _history, ...rest } = changes;
    return (await api.call('PUT /tasks/:taskId', { params: { taskId }, body: rest })).data;
  },
  remove: async (taskId: string) => {
    await api.call('DELETE /tasks/:taskId', { params: { taskId } });
  },
  /** The answer, and the user version it was made at (answers may come back out of order). */
  score: async (taskId: string, direction: Direction) => {
    const { data, userV } = await api.call('POST /tasks/:taskId/score/:direction', {
      params: { taskId, direction },
    });
    return { answer: data, userV };
  },
  scoreChecklistItem: async (taskId: string, itemId: string) =>
    (await api.call('POST /tasks/:taskId/checklist/:itemId/score', { params: { taskId, itemId } }))
      .data,
  addChecklistItem: async (taskId: string, item: Pick<ChecklistItem, 'text'>) =>
    (await api.call('POST /tasks/:taskId/checklist', { params: { taskId }, body: item })).data,
  /** Completed to-dos leave the list (the server keeps them for the history listing). */
  clearCompletedTodos: async () => {
    await api.call('POST /tasks/clearCompletedTodos');
  },
  /** 0 is the top, -1 the bottom; the answer is the new order of the type's ids. */
  move: async (taskId: string, position: number) =>
    (await api.call('POST /tasks/:taskId/move/to/:position', { params: { taskId, position } }))
      .data,
};

export const tagsApi = {
  list: async () => (await api.call('GET /tags')).data,
  create: async (name: string) => (await api.call('POST /tags', { body: { name } })).data,
  update: async (tagId: string, name: string) =>
    (await api.call('PUT /tags/:tagId', { params: { tagId }, body: { name } })).data,
  remove: async (tagId: string) => {
    await api.call('DELETE /tags/:tagId', { params: { tagId } });
  },
  reorder: async (tagId: string, to: number) => {
    await api.call('POST /reorder-tags', { body: { tagId, to } });
  },
};
