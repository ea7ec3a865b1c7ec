import { canSkipOn, dateOfKey } from '@questlog/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasksTypes.ts';
import { timeFieldsOf } from '../../api/timeTypes.ts';
import { gameTodayKey } from '../../store/gameToday.ts';
import { useIsSessionConfirmed, useSessionStore } from '../../store/sessionStore.ts';
import styles from '../../routes/tasks/TaskCard.module.css';
import { skipToday, undoSkip } from './skipActions.ts';

/**
 * A due daily's "skip today" (neutral for the day), or, once skipped, the note and its undo. Only
 * for a daily that is due and not done today.
 */
export function SkipToday({ task, isDisabled }: { task: Task; isDisabled: boolean }) {
  const { t } = useTranslation('tasks');
  const user = useSessionStore((state) => state.user);
  // "today" is sent: it is the server's player's day, never a kept copy's (cachedPaint.ts)
  const isConfirmed = useIsSessionConfirmed();
  if (task.type !== 'daily') return null;
  const today = gameTodayKey(user);
  const isSkipped = timeFieldsOf(task).skippedDate === today;
  if (isSkipped) {
    return (
      <span className={styles.badges}>
        <span>{t('skip.skipped')}</span>
        <button
          type="button"
          className={styles.badge}
          disabled={isDisabled || !isConfirmed}
          aria-label={t('skip.undoNamed', { text: task.text })}
          onClick={() => void undoSkip(task._id)}
        >
          {t('skip.undo')}
        </button>
      </span>
    );
  }
  const date = dateOfKey(today)!;
  if (task.isDue === false || task.completed || !canSkipOn(date, date)) return null;
  return (
    <button
      type="button"
      className={styles.badge}
      disabled={isDisabled || !isConfirmed}
      aria-label={t('skip.skipNamed', { text: task.text })}
      onClick={() => void skipToday(task._id, today)}
    >
      {t('skip.skip')}
    </button>
  );
}
