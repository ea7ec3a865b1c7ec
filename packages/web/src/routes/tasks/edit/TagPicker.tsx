import { useTranslation } from 'react-i18next';
import { useTasksStore } from '../../../store/tasksStore.ts';
import styles from '../Tasks.module.css';

export function TagPicker({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (tags: string[]) => void;
}) {
  const { t } = useTranslation('tasks');
  const tags = useTasksStore((state) => state.tags);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('edit.tags')}</legend>
      {tags.length === 0 && <p className={styles.muted}>{t('tags.none')}</p>}
      {tags.map((tag) => (
        <label key={tag.id} className={styles.check}>
          <input
            type="checkbox"
            checked={selected.includes(tag.id)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...selected, tag.id]
                  : selected.filter((id) => id !== tag.id),
              )
            }
          />
          {tag.name}
        </label>
      ))}
    </fieldset>
  );
}
