import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../api/tasksTypes.ts';
import { deleteRefusalOf } from '../../../store/challengeLinks.ts';
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

  const reasonId = useId();
  const refusal = deleteRefusalOf(task);
  if (!isConfirming) {
    // A control the player may not use is disabled, and says why
    return (
      <>
        <button
          type="button"
          className={styles.dangerButton}
          disabled={refusal !== null}
          aria-describedby={refusal ? reasonId : undefined}
          onClick={() => setIsConfirming(true)}
        >
          {t('edit.delete')}
        </button>
        {refusal && (
          <p id={reasonId} className={styles.muted}>
            {t(`cantDelete.${refusal}`, { ns: 'challenges' })}
          </p>
        )}
      </>
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
