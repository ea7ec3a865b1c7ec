import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissedDay } from '../../api/timeTypes.ts';
import { formatDateKey } from '../../format/dateKeys.ts';
import checkInStyles from '../../routes/tasks/CheckInDialog.module.css';
import tasksStyles from '../../routes/tasks/Tasks.module.css';
import { Modal } from '../Modal.tsx';
import { useFormRequest } from '../forms/useFormRequest.ts';
import { recordMissedDays, useMissedDaysStore } from './missedDaysStore.ts';

/** `date|taskId` for one tick. */
const tickKey = (date: string, taskId: string) => `${date}|${taskId}`;

/**
 * "Record the days you were away": each missed date's due dailies to tick off, then one new
 * day. Like the one-day check-in it cannot be dismissed: the new day starts only through it.
 */
export function MissedDaysDialog() {
  const phase = useMissedDaysStore((state) => state.phase);
  return phase === 'open' ? <MissedDaysForm /> : null;
}

function MissedDaysForm() {
  const { t } = useTranslation('tasks');
  const days = useMissedDaysStore((state) => state.days);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const form = useFormRequest();

  function handleTick(key: string, isTicked: boolean) {
    const next = new Set(ticked);
    if (isTicked) next.add(key);
    else next.delete(key);
    setTicked(next);
  }

  function handleStart() {
    const ticks = days.map(({ date, dailies }) => ({
      date,
      done: dailies.filter((daily) => ticked.has(tickKey(date, daily._id))).map(({ _id }) => _id),
    }));
    void form.send(() => recordMissedDays(ticks));
  }

  return (
    <Modal title={t('missedDays.title', { count: days.length })}>
      <p>{t('missedDays.text')}</p>
      <div className={checkInStyles.dailies}>
        {days.map((day) => (
          <MissedDayTicks
            key={day.date}
            day={day}
            ticked={ticked}
            isDisabled={form.isSending}
            onTick={handleTick}
          />
        ))}
      </div>
      <p className={tasksStyles.muted}>{t('missedDays.note')}</p>
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

interface MissedDayTicksProps {
  day: MissedDay;
  ticked: ReadonlySet<string>;
  isDisabled: boolean;
  onTick: (key: string, isTicked: boolean) => void;
}

function MissedDayTicks({ day, ticked, isDisabled, onTick }: MissedDayTicksProps) {
  const { t } = useTranslation('tasks');
  const date = formatDateKey(day.date, undefined, { dateStyle: 'full' });
  return (
    <fieldset className={checkInStyles.daily}>
      <legend>{date}</legend>
      {day.dailies.length === 0 ? (
        <p className={tasksStyles.muted}>{t('missedDays.nothingDue')}</p>
      ) : (
        day.dailies.map((daily) => {
          const key = tickKey(day.date, daily._id);
          return (
            <label key={daily._id} className={tasksStyles.check}>
              <input
                type="checkbox"
                checked={ticked.has(key)}
                disabled={isDisabled}
                onChange={(event) => onTick(key, event.target.checked)}
              />
              {daily.text}
            </label>
          );
        })
      )}
    </fieldset>
  );
}
