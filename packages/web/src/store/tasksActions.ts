// Loading, creating, editing, deleting and reordering tasks and tags, each through the one
// optimistic primitive (optimistic.ts): apply, await, reconcile or drop only that change.
import { tagsApi, tasksApi } from '../api/tasksApi.ts';
import type { NewTask, Tag, Task, TaskType } from '../api/tasksTypes.ts';
import { currentDayPreferences } from './dayPreferences.ts';
import { confirmChange, runOptimistic, type GameState } from './optimistic.ts';
import { noteCreation } from './outbox/changeAttempt.ts';
import { mustQueue } from './outbox/outbox.ts';
import {
  creationRefused,
  expectServerId,
  learnServerId,
  newTemporaryId,
  serverIdOf,
} from './outbox/temporaryIds.ts';
import { useSessionStore } from './sessionStore.ts';
import {
  areLocalTaskRulesLoaded,
  loadLocalTaskRules,
  taskMadeLocally,
} from './localTaskRulesLoader.ts';
import { taskAdded, taskMoved, tasksInOrderOf } from './tasksRules.ts';
import { resetTasksStore, taskIn, useTasksStore, withTaskReplaced } from './tasksStore.ts';
import { onTasksRefetch } from './taskSync.ts';

export async function loadTasks(): Promise<void> {
  const { load } = useTasksStore.getState();
  const isFirstLoad = load !== 'loaded';
  // kept lists stay shown while the server's are read, and if they cannot be (offline)
  const isShowingCache = () => useTasksStore.getState().load === 'cached';
  if (isFirstLoad && load !== 'cached') useTasksStore.setState({ load: 'loading' });
  try {
    const [tasks, tags] = await Promise.all([tasksApi.list(), tagsApi.list().catch(() => [])]);
    if (!Array.isArray(tasks)) throw new TypeError('GET /tasks/user answered no list');
    confirmChange((state) => ({ ...state, tasks, tags: Array.isArray(tags) ? tags : [] }));
    useTasksStore.setState({ load: 'loaded' });
    if (useTasksStore.getState().completedLoad === 'loaded') await loadCompletedTodos();
  } catch {
    if (isFirstLoad && !isShowingCache()) useTasksStore.setState({ load: 'failed' });
  }
}

// A userV jump refetches the tasks too.
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
    confirmChange((state) => ({ ...state, completedTodos }));
    useTasksStore.setState({ completedLoad: 'loaded' });
  } catch {
    useTasksStore.setState({ completedLoad: 'failed' });
  }
}

/**
 * Online, the new task shows once the server has made it, on top of its type. Offline (or behind
 * waiting changes) it shows at once, as core makes it, under a temporary id: the server's task
 * replaces it when the creation is replayed, and changes made to it meanwhile are sent with the
 * server's id (outbox/temporaryIds.ts).
 */
export async function addTask(type: TaskType, text: string): Promise<Task | null> {
  const draft: NewTask = { type, text: text.trim() };
  if (!draft.text) return null;
  const temporaryId = newTemporaryId();
  const now = new Date();
  if (mustQueue() && !areLocalTaskRulesLoaded()) await loadLocalTaskRules();
  const shown = mustQueue()
    ? taskMadeLocally(draft, temporaryId, { now, day: currentDayPreferences(now) })
    : null;
  expectServerId(temporaryId);
  const outcome = await runOptimistic({
    ...(shown && { apply: (state) => ({ ...state, tasks: taskAdded(state.tasks, shown) }) }),
    send: async () => {
      noteCreation(temporaryId);
      const created = await tasksApi.create(draft);
      learnServerId(temporaryId, created._id);
      return created;
    },
    settle: (state, created) => ({ ...state, tasks: taskAdded(state.tasks, created) }),
    // offline, the field clears on the task shown
    ...(shown && { whileQueued: (state) => taskIn(state, temporaryId) ?? shown }),
  });
  if (!outcome.isDone) {
    creationRefused(temporaryId);
    throw outcome.error;
  }
  return outcome.answer;
}

const withTask = (state: GameState, taskId: string, change: (task: Task) => Task) => {
  const task = taskIn(state, taskId);
  return task ? withTaskReplaced(state, change(task)) : state;
};

/** Rejects with the server's error so the edit dialog can show field errors. */
export async function updateTask(taskId: string, changes: Partial<Task>): Promise<Task> {
  const outcome = await runOptimistic({
    apply: (state) => withTask(state, taskId, (task) => ({ ...task, ...changes })),
    send: () => tasksApi.update(taskId, changes),
    settle: (state, saved) => withTask(state, taskId, () => saved),
    // offline, the dialog closes on the edit shown
    whileQueued: (state) => taskIn(state, taskId) as Task,
  });
  if (!outcome.isDone) throw outcome.error;
  return outcome.answer;
}

export async function deleteTask(taskId: string): Promise<void> {
  const isOther = (task: Task) => task._id !== taskId && task._id !== serverIdOf(taskId);
  const outcome = await runOptimistic({
    apply: (state) => ({
      ...state,
      tasks: state.tasks.filter(isOther),
      completedTodos: state.completedTodos.filter(isOther),
    }),
    send: () => tasksApi.remove(taskId),
    whileQueued: () => undefined,
  });
  if (!outcome.isDone) throw outcome.error;
}

/** Ticks a checklist item in place, then takes the server's task. */
export async function scoreChecklistItem(taskId: string, itemId: string): Promise<void> {
  if (!taskIn(useTasksStore.getState(), taskId)) return;
  await runOptimistic({
    apply: (state) =>
      withTask(state, taskId, (task) => ({
        ...task,
        checklist: (task.checklist ?? []).map((item) =>
          item.id === itemId ? { ...item, completed: !item.completed } : item,
        ),
      })),
    send: () => tasksApi.scoreChecklistItem(taskId, itemId),
    settle: (state, saved) => withTask(state, taskId, () => saved),
  });
}

/** Moves a task to `position` among the tasks of its type (0 is the top, -1 the bottom). */
export async function moveTask(taskId: string, position: number): Promise<void> {
  const moving = taskIn(useTasksStore.getState(), taskId);
  if (!moving) return;
  await runOptimistic({
    apply: (state) => ({
      ...state,
      tasks: taskMoved(state.tasks, taskIn(state, taskId)?._id ?? taskId, position),
    }),
    send: () => tasksApi.move(taskId, position),
    settle: (state, serverOrder) => ({
      ...state,
      tasks: Array.isArray(serverOrder)
        ? tasksInOrderOf(state.tasks, moving.type, serverOrder)
        : taskMoved(state.tasks, taskId, position),
    }),
  });
}

export async function createTag(name: string): Promise<void> {
  const trimmed = name.trim();
  if (!trimmed) return;
  const outcome = await runOptimistic({
    send: () => tagsApi.create(trimmed),
    settle: (state, tag) => ({ ...state, tags: [...state.tags, tag] }),
  });
  if (!outcome.isDone) throw outcome.error;
}

export async function deleteTag(tagId: string): Promise<void> {
  await runOptimistic({
    apply: (state) => ({
      ...state,
      tags: state.tags.filter((tag) => tag.id !== tagId),
      tasks: state.tasks.map((task) =>
        task.tags?.includes(tagId)
          ? { ...task, tags: task.tags.filter((id) => id !== tagId) }
          : task,
      ),
    }),
    send: () => tagsApi.remove(tagId),
  });
}

const withTag = (state: GameState, tagId: string, change: Partial<Tag>): GameState => ({
  ...state,
  tags: state.tags.map((tag) => (tag.id === tagId ? { ...tag, ...change } : tag)),
});

/** Renames at once; the server's tag replaces it, or the old name comes back. */
export async function renameTag(tagId: string, name: string): Promise<void> {
  const trimmed = name.trim();
  if (!trimmed || !useTasksStore.getState().tags.some((tag) => tag.id === tagId)) return;
  await runOptimistic({
    apply: (state) => withTag(state, tagId, { name: trimmed }),
    send: () => tagsApi.update(tagId, trimmed),
    settle: (state, saved) => withTag(state, tagId, saved),
  });
}

/** Completed to-dos leave the list at once; the listing is then read again. */
export async function clearCompletedTodos(): Promise<void> {
  const outcome = await runOptimistic({
    apply: (state) => ({
      ...state,
      tasks: state.tasks.filter((task) => !(task.type === 'todo' && task.completed)),
      completedTodos: [],
    }),
    send: () => tasksApi.clearCompletedTodos(),
  });
  if (outcome.isDone) await loadCompletedTodos();
}
