import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasksTypes.ts';
import { Modal } from '../../components/Modal.tsx';
import { MissedDaysDialog } from '../../components/missedDays/MissedDaysDialog.tsx';
import { beginDayBoundary } from '../../components/missedDays/missedDaysStore.ts';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { startNewDay, useCheckInGate, useCheckInStore } from '../../store/checkIn.ts';
import { useTasksStore } from '../../store/tasksStore.ts';
import styles from './CheckInDialog.module.css';
import tasksStyles from './Tasks.module.css';

/**
 * "Record yesterday's activity" (docs/game-rules.md#the-day-boundary): shown before the tasks
 * screen is usable when the day boundary is due and some daily was due yesterday and not done. It
 * cannot be dismissed: the new day starts only through its button.
 */
export function CheckInDialog() {
  // only the server's answer offers it: never a kept copy painted first (cachedPaint.ts)
  const isPending = useCheckInGate() === 'pending';
  const load = useTasksStore((state) => state.load);
  const phase = useCheckInStore((state) => state.phase);

  useEffect(() => {
    // two or more missed days open their own dialog; one keeps this one (beginDayBoundary)
    if (isPending && load === 'loaded') void beginDayBoundary(new Date());
  }, [isPending, load]);

  return phase === 'open' ? <CheckInForm /> : <MissedDaysDialog />;
}

function CheckInForm() {
  const { t } = useTranslation('tasks');
  const dailies = useCheckInStore((state) => state.dailies);
  const recordedIds = useCheckInStore((state) => state.recordedIds);
  const [tickedIds, setTickedIds] = useState<ReadonlySet<string>>(new Set());
  const form = useFormRequest();

  function handleTick(taskId: string, isTicked: boolean) {
    const next = new Set(tickedIds);
    if (isTicked) next.add(taskId);
    else next.delete(taskId);
    setTickedIds(next);
  }

  function handleStart() {
    const ticked = dailies.filter((daily) => tickedIds.has(daily._id)).map(({ _id }) => _id);
    void form.send(() => startNewDay(ticked));
  }

  return (
    <Modal title={t('checkIn.title')}>
      <p>{t(dailies.length > 0 ? 'checkIn.text' : 'checkIn.nothingToRecord')}</p>
      {dailies.length > 0 && (
        <ul className={styles.dailies} aria-label={t('checkIn.listLabel')}>
          {dailies.map((daily) => (
            <YesterDaily
              key={daily._id}
              daily={daily}
              isTicked={tickedIds.has(daily._id) || recordedIds.has(daily._id)}
              isRecorded={recordedIds.has(daily._id)}
              isDisabled={form.isSending}
              onTick={(isTicked) => handleTick(daily._id, isTicked)}
            />
          ))}
        </ul>
      )}
      <p className={tasksStyles.muted}>{t('checkIn.missedNote')}</p>
      <div className={tasksStyles.dialogActions}>
        <button
          type="button"
          className={tasksStyles.primaryButton}
          disabled={form.isSending}
          aria-busy={form.isSending}
          onClick={handleStart}
        >
          {t('checkIn.start')}
        </button>
      </div>
      <p className={tasksStyles.muted} role="status">
        {form.isSending ? t('checkIn.starting') : ''}
      </p>
    </Modal>
  );
}

interface YesterDailyProps {
  daily: Task;
  isTicked: boolean;
  isRecorded: boolean;
  isDisabled: boolean;
  onTick: (isTicked: boolean) => void;
}

function YesterDaily({ daily, isTicked, isRecorded, isDisabled, onTick }: YesterDailyProps) {
  const { t } = useTranslation('tasks');
  const checklist = daily.checklist ?? [];
  return (
    <li className={styles.daily}>
      <label className={tasksStyles.check}>
        <input
          type="checkbox"
          checked={isTicked}
          disabled={isDisabled || isRecorded}
          onChange={(event) => onTick(event.target.checked)}
        />
        {daily.text}
        {isRecorded && <span className={tasksStyles.muted}> {t('checkIn.recorded')}</span>}
      </label>
      {checklist.length > 0 && (
        <ul className={styles.checklist} aria-label={t('checkIn.checklist', { text: daily.text })}>
          {checklist.map((item) => (
            <li key={item.id} className={item.completed ? styles.itemDone : undefined}>
              <span className={tasksStyles.visuallyHidden}>
                {t(item.completed ? 'checkIn.itemDone' : 'checkIn.itemNotDone')}
              </span>
              {item.text}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
