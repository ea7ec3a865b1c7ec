import { lazy, Suspense, useDeferredValue, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { taskTypes, type Task, type TaskType } from '../../api/tasksTypes.ts';
import { StatsHeader } from '../../components/stats/StatsHeader.tsx';
import { loadLocalTaskRules } from '../../store/localTaskRulesLoader.ts';
import { loadTasks } from '../../store/tasksActions.ts';
import { useTasksStore } from '../../store/tasksStore.ts';
import { ClassChoiceGate } from '../classes/ClassChoiceGate.tsx';
import { CheckInDialog } from './CheckInDialog.tsx';
import { ColumnTabs } from './ColumnTabs.tsx';
import { FaintedDialog } from './FaintedDialog.tsx';
import { LevelUpMoment } from './LevelUpMoment.tsx';
import { QuestWonMoment } from './QuestWonMoment.tsx';
import { SearchBox } from './SearchBox.tsx';
import { TagBar } from './TagBar.tsx';
import { TaskColumn } from './TaskColumn.tsx';
import { usePhoneLayout } from '../../components/usePhoneLayout.ts';
import { VacationNotice } from '../../components/vacations/VacationNotice.tsx';
import { whenIdle } from '../../utils/whenIdle.ts';
import styles from './Tasks.module.css';

// What the first paint of the tasks does not show loads after it, in chunks of its own: the
// editor and the gems modal when opened, the class tools below the columns once the screen is up.
const TaskEditDialog = lazy(async () => ({
  default: (await import('./edit/TaskEditDialog.tsx')).TaskEditDialog,
}));
const GemsModal = lazy(async () => ({
  default: (await import('../shops/GemsModal.tsx')).GemsModal,
}));
const ClassSection = lazy(async () => ({
  default: (await import('../classes/ClassSection.tsx')).ClassSection,
}));

export function TasksPage() {
  const { t } = useTranslation('titles');
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [tagIds, setTagIds] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Task | null>(null);
  const isPhone = usePhoneLayout();
  const [phoneColumn, setPhoneColumn] = useState<TaskType>('habit');
  const columnsId = useId();
  const columnIdOf = (type: TaskType) => `${columnsId}-${type}`;
  // The tasks route with openGemsModal=true opens the buy-gems modal after load.
  const isGemsModalOpen = searchParams.get('openGemsModal') === 'true';
  // Deferred like the columns' lists (TaskColumn), so the columns keep their height until the
  // render that fills them.
  const isFirstLoad = useDeferredValue(
    useTasksStore((state) => state.load === 'notLoaded' || state.load === 'loading'),
  );

  useEffect(() => {
    // lists painted from this device's copy are read from the server too
    const { load } = useTasksStore.getState();
    if (load === 'notLoaded' || load === 'cached') void loadTasks();
  }, []);

  // scoring's rules, ready before the first tap without delaying the first paint
  useEffect(() => whenIdle(() => void loadLocalTaskRules()), []);

  function handleCloseGems() {
    const next = new URLSearchParams(searchParams);
    next.delete('openGemsModal');
    setSearchParams(next, { replace: true });
  }

  function handleToggleTag(tagId: string) {
    const next = new Set(tagIds);
    if (next.has(tagId)) next.delete(tagId);
    else next.add(tagId);
    setTagIds(next);
  }

  return (
    <>
      <StatsHeader />
      {/* its own title: profile routes show this screen under their modal */}
      <h1 className={styles.visuallyHidden}>{t('tasks')}</h1>
      <VacationNotice />
      {/* issue 19.7: one compact row of search and tags, so the columns start on the first screen */}
      <div className={styles.toolbar}>
        <SearchBox value={search} onChange={setSearch} />
        <TagBar selected={tagIds} onToggle={handleToggleTag} />
      </div>
      {isPhone && (
        <ColumnTabs shown={phoneColumn} columnIdOf={columnIdOf} onShow={setPhoneColumn} />
      )}
      {/* a screen high until the tasks come, so what follows them never moves in view */}
      <div className={styles.columns} data-first-load={isFirstLoad || undefined}>
        {taskTypes.map((type) => (
          <TaskColumn
            key={type}
            id={columnIdOf(type)}
            isHidden={isPhone && type !== phoneColumn}
            type={type}
            tagIds={tagIds}
            search={search}
            onEdit={setEditing}
          />
        ))}
      </div>
      {/* the inn and the attributes are used now and then: they follow the columns */}
      <Suspense fallback={null}>
        <ClassSection />
      </Suspense>
      {editing && (
        <Suspense fallback={null}>
          <TaskEditDialog task={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      <LevelUpMoment />
      <QuestWonMoment />
      {/* the check-in comes first; the fainted dialog waits for it (FaintedDialog) */}
      <CheckInDialog />
      <FaintedDialog />
      <ClassChoiceGate />
      {isGemsModalOpen && (
        <Suspense fallback={null}>
          <GemsModal onClose={handleCloseGems} />
        </Suspense>
      )}
    </>
  );
}
