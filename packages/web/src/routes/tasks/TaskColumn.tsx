import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import type { Task, TaskType } from '../../api/tasksTypes.ts';
import { clearCompletedTodos, loadCompletedTodos, loadTasks } from '../../store/tasksActions.ts';
import { useTasksStore } from '../../store/tasksStore.ts';
import { FilterTabs } from './FilterTabs.tsx';
import { QuickAdd } from './QuickAdd.tsx';
import { columnFilters, visibleTasks, type ColumnFilter } from './taskFilters.ts';
import { TaskList } from './TaskList.tsx';
import styles from './Tasks.module.css';

// The shop's pinned items (their offers, prices and art) load once the rewards column is shown:
// on a phone it is a tab away, and the tasks' first paint never waits for them.
const PinnedRewards = lazy(async () => ({
  default: (await import('../shops/PinnedRewards.tsx')).PinnedRewards,
}));

interface TaskColumnProps {
  id?: string;
  /** On a phone only the column of the chosen tab shows; the others keep their filters. */
  isHidden?: boolean;
  type: TaskType;
  tagIds: ReadonlySet<string>;
  search: string;
  onEdit: (task: Task) => void;
}

export function TaskColumn({
  id,
  isHidden = false,
  type,
  tagIds,
  search,
  onEdit,
}: TaskColumnProps) {
  const { t } = useTranslation('tasks');
  const headingId = useId();
  const [filter, setFilter] = useState<ColumnFilter>(columnFilters[type][0]);
  // The list a change shows renders in slices (a phone's first load, a score), the load state
  // with it, so a column never shows "empty" while its tasks are still being drawn.
  const { load, tasks } = useDeferredValue(
    useTasksStore(useShallow(({ load, tasks }) => ({ load, tasks }))),
  );
  const completedLoad = useTasksStore((state) => state.completedLoad);
  const completedTodos = useTasksStore((state) => state.completedTodos);
  const ordered = tasks.filter((task) => task.type === type);
  const isCompletedView = filter === 'completed';
  const source = isCompletedView
    ? [...ordered.filter((task) => task.completed), ...completedTodos]
    : ordered;
  const shown = visibleTasks(
    source.filter((task, index) => source.findIndex(({ _id }) => _id === task._id) === index),
    { filter, tagIds, search },
  );
  const listLoad = isCompletedView ? completedLoad : load;
  // Once shown, a column keeps its parts when another tab hides it.
  const [wasShown, setWasShown] = useState(!isHidden);
  if (!isHidden && !wasShown) setWasShown(true);

  function handleFilter(next: ColumnFilter) {
    setFilter(next);
    if (next === 'completed' && completedLoad !== 'loaded') void loadCompletedTodos();
  }

  return (
    <section
      id={id}
      hidden={isHidden}
      className={`${styles.column} ${styles[type]}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.columnTitle}>
        {t(`columns.${type}`)}
      </h2>
      <QuickAdd type={type} />
      <FilterTabs type={type} filter={filter} onChange={handleFilter} />
      {type === 'todo' && isCompletedView && completedLoad === 'loaded' && (
        <button
          type="button"
          className={styles.button}
          disabled={shown.length === 0}
          onClick={() => void clearCompletedTodos()}
        >
          {t('clearCompleted')}
        </button>
      )}
      {type === 'todo' && isCompletedView && (
        <Link className={styles.archiveLink} to="/tasks/archive">
          {t('archive.link')}
        </Link>
      )}
      {listLoad === 'loading' || listLoad === 'notLoaded' ? (
        <p className={styles.status} role="status">
          {t('states.loading')}
        </p>
      ) : listLoad === 'failed' ? (
        <div className={styles.status} role="alert">
          <p>{t('states.failed')}</p>
          <button
            type="button"
            className={styles.button}
            onClick={() => void (isCompletedView ? loadCompletedTodos() : loadTasks())}
          >
            {t('states.retry')}
          </button>
        </div>
      ) : (
        <TaskList
          type={type}
          ordered={ordered}
          shown={shown}
          canReorder={!isCompletedView}
          onEdit={onEdit}
        />
      )}
      {/* The pinned shop items sit with the player's own rewards; they come after
          those, so the rewards' arrival does not push them down */}
      {type === 'reward' && wasShown && load !== 'notLoaded' && load !== 'loading' && (
        <Suspense fallback={null}>
          <PinnedRewards isCompact />
        </Suspense>
      )}
    </section>
  );
}
