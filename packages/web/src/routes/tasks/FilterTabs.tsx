import { useTranslation } from 'react-i18next';
import type { TaskType } from '../../api/tasksTypes.ts';
import { columnFilters, type ColumnFilter } from './taskFilters.ts';
import styles from './Tasks.module.css';

interface FilterTabsProps {
  type: TaskType;
  filter: ColumnFilter;
  onChange: (filter: ColumnFilter) => void;
}

/** The column's filters as toggle buttons; the pressed one is the filter in use. */
export function FilterTabs({ type, filter, onChange }: FilterTabsProps) {
  const { t } = useTranslation('tasks');
  const filters: readonly ColumnFilter[] = columnFilters[type];
  return (
    <div
      role="group"
      aria-label={t('filters.label', { column: t(`columns.${type}`) })}
      className={styles.filters}
    >
      {filters.map((name) => (
        <button
          key={name}
          type="button"
          className={styles.filter}
          aria-pressed={name === filter}
          onClick={() => onChange(name)}
        >
          {t(`filters.${name}`)}
        </button>
      ))}
    </div>
  );
}
