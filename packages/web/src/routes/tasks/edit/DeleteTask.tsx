import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../api/tasksTypes.ts';
import { deleteTask } from '../../../store/tasksActions.ts';
import styles from '../Tasks.module.css';

/** Delete, asking first. */
export function DeleteTask({ task, onDeleted }: { task: Task; onDeleted: () => void }) {
  const { t } = useTranslation('tasks');
  const [isConfirming, setIsConfirming] = useState(false);

  async function handleDelete() {
    try {
      await deleteTask(task._id);
      onDeleted();
    } catch {
      setIsConfirming(false); // the request layer showed the error; the task is back
    }
  }

  if (!isConfirming) {
    return (
      <button type="button" className={styles.dangerButton} onClick={() => setIsConfirming(true)}>
        {t('edit.delete')}
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-label={t('edit.delete')} className={styles.confirm}>
      <p>{t('edit.confirmDelete', { text: task.text })}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.dangerButton} onClick={() => void handleDelete()}>
          {t('edit.confirmDeleteYes')}
        </button>
        <button
          type="button"
          className={styles.button}
          autoFocus
          onClick={() => setIsConfirming(false)}
        >
          {t('edit.cancel')}
        </button>
      </div>
    </div>
  );
}
