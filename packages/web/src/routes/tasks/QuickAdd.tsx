import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskType } from '../../api/tasksTypes.ts';
import formStyles from '../../components/forms/Form.module.css';
import { refusalText } from '../../components/forms/refusalText.ts';
import { addTask } from '../../store/tasksActions.ts';
import quickAddStyles from './QuickAdd.module.css';
import styles from './Tasks.module.css';

/** The labelled quick-add field at the top of a column; Enter adds the task. */
export function QuickAdd({ type }: { type: TaskType }) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const refusalId = `${id}-refusal`;
  const [text, setText] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || isSaving) return;
    setIsSaving(true);
    setRefusal(null);
    try {
      await addTask(type, text);
      setText('');
    } catch (error) {
      // the error notice is up; the field says it too and keeps the text for another try
      setRefusal(refusalText(error));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form
      className={`${styles.quickAdd} ${quickAddStyles.form}`}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t(`quickAdd.${type}`)}
      </label>
      <input
        id={id}
        className={styles.input}
        value={text}
        placeholder={t(`quickAdd.${type}`)}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? refusalId : undefined}
        onChange={(event) => setText(event.target.value)}
        disabled={isSaving}
      />
      <button type="submit" className={styles.button} disabled={!text.trim() || isSaving}>
        {t('quickAdd.submit')}
      </button>
      {refusal && (
        <p id={refusalId} className={`${formStyles.error} ${quickAddStyles.refusal}`}>
          {refusal}
        </p>
      )}
    </form>
  );
}
