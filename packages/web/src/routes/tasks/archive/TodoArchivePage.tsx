// The to-do archive (docs/records.md): completed to-dos cleared or past their keeping time, kept
// for ever. A search box over their text and notes, a page at a time, and Restore, which puts one
// back in the to-dos' Completed list.
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/ScreenTitle.tsx';
import { formatGameDate } from '../../../format/gameDate.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import {
  archiveReadKey,
  restoreTodo,
  useArchivePage,
  type ArchivePage,
} from './todoArchiveReads.ts';
import tasksStyles from '../Tasks.module.css';
import styles from './TodoArchive.module.css';

export function TodoArchivePage() {
  const { t } = useTranslation('tasks');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  // Typing does not send a read per key while the last answer is still coming.
  const query = useDeferredValue(search);
  const read = useArchivePage(query, page);

  function handleSearch(value: string) {
    setSearch(value);
    setPage(0);
  }

  return (
    <div className={styles.page}>
      <ScreenTitle />
      <p>{t('archive.intro')}</p>
      <p>
        <Link to="/">{t('archive.back')}</Link>
      </p>
      <div className={styles.toolbar} role="search">
        <label htmlFor={searchId}>{t('archive.search')}</label>
        <input
          id={searchId}
          type="search"
          maxLength={200}
          value={search}
          onChange={(event) => handleSearch(event.target.value)}
        />
      </div>
      {read.isError && read.data === undefined ? (
        <div role="alert">
          <p>{t('archive.failed')}</p>
          <button type="button" className={tasksStyles.button} onClick={() => void read.refetch()}>
            {t('states.retry')}
          </button>
        </div>
      ) : read.data === undefined ? (
        <p role="status">{t('archive.loading')}</p>
      ) : (
        <ArchiveList
          answer={read.data}
          readKey={archiveReadKey(query, page)}
          isSearching={query.trim() !== ''}
          onPage={setPage}
        />
      )}
    </div>
  );
}

function ArchiveList({
  answer,
  readKey,
  isSearching,
  onPage,
}: {
  answer: ArchivePage;
  readKey: string;
  isSearching: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('tasks');
  const timezoneOffset = useSessionStore((state) => state.user?.preferences?.timezoneOffset ?? 0);
  const [restoring, setRestoring] = useState<string | undefined>();
  const { tasks, page, pageSize, total } = answer;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  async function handleRestore(taskId: string, text: string) {
    setRestoring(taskId);
    try {
      await restoreTodo(taskId, readKey, text);
    } finally {
      setRestoring(undefined);
    }
  }

  if (tasks.length === 0 && page === 0) {
    return <p role="status">{isSearching ? t('archive.noMatch') : t('archive.empty')}</p>;
  }
  return (
    <>
      <p role="status">{t('archive.count', { count: total })}</p>
      <ul className={styles.list}>
        {tasks.map((task) => (
          <li key={task.id} className={styles.item}>
            <div className={styles.text}>
              <span className={styles.title}>{task.text}</span>
              {task.notes && <span className={styles.notes}>{task.notes}</span>}
              {completedAt(task) && (
                <span className={styles.date}>
                  {t('archive.completedOn', {
                    date: formatGameDate(completedAt(task)!, timezoneOffset),
                  })}
                </span>
              )}
            </div>
            <button
              type="button"
              className={tasksStyles.button}
              disabled={restoring === task.id}
              aria-label={t('archive.restoreLabel', { text: task.text })}
              onClick={() => void handleRestore(task.id, task.text)}
            >
              {t('archive.restore')}
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('archive.pages')}>
          <button
            type="button"
            className={tasksStyles.button}
            disabled={page === 0}
            onClick={() => onPage(page - 1)}
          >
            {t('archive.previous')}
          </button>
          <span>{t('archive.pageOf', { page: page + 1, pages })}</span>
          <button
            type="button"
            className={tasksStyles.button}
            disabled={page + 1 >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('archive.next')}
          </button>
        </nav>
      )}
    </>
  );
}

/** When the to-do was completed (the shared task schema leaves a to-do's own fields open). */
function completedAt(task: object): string | undefined {
  const { dateCompleted } = task as { dateCompleted?: unknown };
  return typeof dateCompleted === 'string' ? dateCompleted : undefined;
}
