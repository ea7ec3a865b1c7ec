// Loading, creating, editing, deleting and reordering tasks and tags: apply, await, reconcile.
import { tagsApi, tasksApi } from '../api/tasksApi.ts';
import type { NewTask, Task, TaskType } from '../api/tasksTypes.ts';
import { useSessionStore } from './sessionStore.ts';
import { findTask, replaceTask, resetTasksStore, useTasksStore } from './tasksStore.ts';
import { onTasksRefetch } from './taskSync.ts';

export async function loadTasks(): Promise<void> {
  const isFirstLoad = useTasksStore.getState().load !== 'loaded';
  if (isFirstLoad) useTasksStore.setState({ load: 'loading' });
  try {
    const [tasks, tags] = await Promise.all([tasksApi.list(), tagsApi.list().catch(() => [])]);
    if (!Array.isArray(tasks)) throw new TypeError('GET /tasks/user answered no list');
    useTasksStore.setState({ tasks, tags: Array.isArray(tags) ? tags : [], load: 'loaded' });
    if (useTasksStore.getState().completedLoad === 'loaded') await loadCompletedTodos();
  } catch {
    if (isFirstLoad) useTasksStore.setState({ load: 'failed' });
  }
}

// seed 000 §4 "Data resync": a userV jump refetches the tasks too.
onTasksRefetch(() => void loadTasks());

// another player's tasks never show: logging out or in as someone else empties the store
useSessionStore.subscribe((state, previous) => {
  if (state.credentials !== previous.credentials) resetTasksStore();
});

export async function loadCompletedTodos(): Promise<void> {
  useTasksStore.setState({ completedLoad: 'loading' });
  try {
    const completedTodos = await tasksApi.listCompletedTodos();
    if (!Array.isArray(completedTodos)) throw new TypeError('no completed to-dos list');
    useTasksStore.setState({ completedTodos, completedLoad: 'loaded' });
  } catch {
    useTasksStore.setState({ completedLoad: 'failed' });
  }
}

export async function addTask(type: TaskType, text: string): Promise<Task | null> {
  const draft: NewTask = { type, text: text.trim() };
  if (!draft.text) return null;
  const created = await tasksApi.create(draft);
  // new tasks go to the top of their column, as the server's tasksOrder puts them
  useTasksStore.setState((state) => ({ tasks: [created, ...state.tasks] }));
  return created;
}

/** Rejects with the server's error so the edit dialog can show field errors. */
export async function updateTask(taskId: string, changes: Partial<Task>): Promise<Task> {
  const before = findTask(taskId);
  if (before) replaceTask({ ...before, ...changes });
  try {
    const saved = await tasksApi.update(taskId, changes);
    replaceTask(saved);
    return saved;
  } catch (error) {
    if (before) replaceTask(before);
    throw error;
  }
}

export async function deleteTask(taskId: string): Promise<void> {
  const { tasks, completedTodos } = useTasksStore.getState();
  useTasksStore.setState({
    tasks: tasks.filter((task) => task._id !== taskId),
    completedTodos: completedTodos.filter((task) => task._id !== taskId),
  });
  try {
    await tasksApi.remove(taskId);
  } catch (error) {
    useTasksStore.setState({ tasks, completedTodos });
    throw error;
  }
}

/** Ticks a checklist item in place, then takes the server's task. */
export async function scoreChecklistItem(taskId: string, itemId: string): Promise<void> {
  const before = findTask(taskId);
  if (!before) return;
  const checklist = (before.checklist ?? []).map((item) =>
    item.id === itemId ? { ...item, completed: !item.completed } : item,
  );
  replaceTask({ ...before, checklist });
  try {
    replaceTask(await tasksApi.scoreChecklistItem(taskId, itemId));
  } catch {
    replaceTask(before);
  }
}

function orderedByIds(tasks: Task[], type: TaskType, order: string[]): Task[] {
  const ofType = tasks.filter((task) => task.type === type);
  const rank = new Map(order.map((taskId, index) => [taskId, index]));
  const sorted = [...ofType].sort(
    (a, b) => (rank.get(a._id) ?? Infinity) - (rank.get(b._id) ?? Infinity),
  );
  let next = 0;
  return tasks.map((task) => (task.type === type ? sorted[next++]! : task));
}

/** Moves a task to `position` among the tasks of its type (0 is the top). */
export async function moveTask(taskId: string, position: number): Promise<void> {
  const { tasks } = useTasksStore.getState();
  const moving = tasks.find((task) => task._id === taskId);
  if (!moving) return;
  const ids = tasks.filter((task) => task.type === moving.type).map((task) => task._id);
  const localOrder = ids.filter((id) => id !== taskId);
  localOrder.splice(Math.max(0, Math.min(position, localOrder.length)), 0, taskId);
  useTasksStore.setState({ tasks: orderedByIds(tasks, moving.type, localOrder) });
  try {
    const serverOrder = await tasksApi.move(taskId, position);
    const current = useTasksStore.getState().tasks;
    if (Array.isArray(serverOrder)) {
      useTasksStore.setState({ tasks: orderedByIds(current, moving.type, serverOrder) });
    }
  } catch {
    useTasksStore.setState({ tasks });
  }
}

export async function createTag(name: string): Promise<void> {
  const trimmed = name.trim();
  if (!trimmed) return;
  const tag = await tagsApi.create(trimmed);
  useTasksStore.setState((state) => ({ tags: [...state.tags, tag] }));
}

export async function deleteTag(tagId: string): Promise<void> {
  const { tags, tasks } = useTasksStore.getState();
  useTasksStore.setState({
    tags: tags.filter((tag) => tag.id !== tagId),
    tasks: tasks.map((task) =>
      task.tags?.includes(tagId) ? { ...task, tags: task.tags.filter((id) => id !== tagId) } : task,
    ),
  });
  try {
    await tagsApi.remove(tagId);
  } catch {
    useTasksStore.setState({ tags, tasks });
  }
}

/** Renames at once; the server's tag replaces it, or the old name comes back. */
export async function renameTag(tagId: string, name: string): Promise<void> {
  const trimmed = name.trim();
  const { tags } = useTasksStore.getState();
  if (!trimmed || !tags.some((tag) => tag.id === tagId)) return;
  useTasksStore.setState({
    tags: tags.map((tag) => (tag.id === tagId ? { ...tag, name: trimmed } : tag)),
  });
  try {
    const saved = await tagsApi.update(tagId, trimmed);
    useTasksStore.setState((state) => ({
      tags: state.tags.map((tag) => (tag.id === tagId ? { ...tag, ...saved } : tag)),
    }));
  } catch {
    useTasksStore.setState({ tags });
  }
}

/** seed 000 §7: completed to-dos leave the list at once; the listing is then read again. */
export async function clearCompletedTodos(): Promise<void> {
  const { tasks, completedTodos } = useTasksStore.getState();
  useTasksStore.setState({
    tasks: tasks.filter((task) => !(task.type === 'todo' && task.completed)),
    completedTodos: [],
  });
  try {
    await tasksApi.clearCompletedTodos();
  } catch {
    useTasksStore.setState({ tasks, completedTodos });
    return;
  }
  await loadCompletedTodos();
}
