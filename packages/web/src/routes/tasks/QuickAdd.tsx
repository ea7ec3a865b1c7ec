import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskType } from '../../api/tasksTypes.ts';
import { addTask } from '../../store/tasksActions.ts';
import styles from './Tasks.module.css';

/** The labelled quick-add field at the top of a column; Enter adds the task. */
export function QuickAdd({ type }: { type: TaskType }) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const [text, setText] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || isSaving) return;
    setIsSaving(true);
    try {
      await addTask(type, text);
      setText('');
    } catch {
      // the request layer showed the error; the text stays for another try
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className={styles.quickAdd} onSubmit={(event) => void handleSubmit(event)}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t(`quickAdd.${type}`)}
      </label>
      <input
        id={id}
        className={styles.input}
        value={text}
        placeholder={t(`quickAdd.${type}`)}
        onChange={(event) => setText(event.target.value)}
        disabled={isSaving}
      />
      <button type="submit" className={styles.button} disabled={!text.trim() || isSaving}>
        {t('quickAdd.submit')}
      </button>
    </form>
  );
}
