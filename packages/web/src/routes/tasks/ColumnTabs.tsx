import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { taskTypes, type TaskType } from '../../api/tasksTypes.ts';
import styles from './Tasks.module.css';

interface ColumnTabsProps {
  shown: TaskType;
  columnIdOf: (type: TaskType) => string;
  onShow: (type: TaskType) => void;
}

/** The phone's tab bar over the columns (issue 19.7): one column at a time, arrows move along. */
export function ColumnTabs({ shown, columnIdOf, onShow }: ColumnTabsProps) {
  const { t } = useTranslation('tasks');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = (taskTypes.indexOf(shown) + step + taskTypes.length) % taskTypes.length;
    onShow(taskTypes[index]!);
    tabs.current[index]?.focus();
  }

  return (
    <div role="tablist" aria-label={t('columnTabs')} className={styles.columnTabs}>
      {taskTypes.map((type, index) => (
        <button
          key={type}
          ref={(tab) => {
            tabs.current[index] = tab;
          }}
          type="button"
          role="tab"
          className={`${styles.columnTab} ${styles[type]}`}
          aria-selected={type === shown}
          aria-controls={columnIdOf(type)}
          tabIndex={type === shown ? 0 : -1}
          onClick={() => onShow(type)}
          onKeyDown={handleKeyDown}
        >
          {t(`columns.${type}`)}
        </button>
      ))}
    </div>
  );
}
