import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { weekDays, type Frequency, type Task } from '../../../api/tasksTypes.ts';
import { FieldError } from './FieldError.tsx';
import type { TaskDraft } from './taskDraft.ts';
import styles from '../Tasks.module.css';

const frequencies: Frequency[] = ['daily', 'weekly', 'monthly', 'yearly'];

interface ScheduleFieldsProps {
  task: Task;
  draft: TaskDraft;
  errors: Record<string, string>;
  onChange: (changes: Partial<TaskDraft>) => void;
}

/** The daily's schedule: frequency, every X, repeat days, start date and the next due dates. */
export function ScheduleFields({ task, draft, errors, onChange }: ScheduleFieldsProps) {
  const { t } = useTranslation('tasks');
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('edit.schedule')}</legend>
      <label htmlFor={`${id}-frequency`}>{t('edit.frequency')}</label>
      <select
        id={`${id}-frequency`}
        className={styles.input}
        value={draft.frequency}
        onChange={(event) => onChange({ frequency: event.target.value as Frequency })}
      >
        {frequencies.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`edit.frequencies.${frequency}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-everyX`}>{t('edit.everyX')}</label>
      <input
        id={`${id}-everyX`}
        type="number"
        min={0}
        className={styles.input}
        value={draft.everyX}
        aria-invalid={errors.everyX ? true : undefined}
        aria-describedby={errors.everyX ? `${id}-everyX-error` : undefined}
        onChange={(event) => onChange({ everyX: event.target.value })}
      />
      <FieldError id={`${id}-everyX-error`} message={errors.everyX} />
      {draft.frequency === 'weekly' && (
        <fieldset className={styles.fieldset}>
          <legend>{t('edit.repeatDays')}</legend>
          {weekDays.map((day) => (
            <label key={day} className={styles.check}>
              <input
                type="checkbox"
                checked={draft.repeat[day] === true}
                onChange={(event) =>
                  onChange({ repeat: { ...draft.repeat, [day]: event.target.checked } })
                }
              />
              {t(`edit.days.${day}`)}
            </label>
          ))}
        </fieldset>
      )}
      <label htmlFor={`${id}-start`}>{t('edit.startDate')}</label>
      <input
        id={`${id}-start`}
        type="date"
        className={styles.input}
        value={draft.startDate}
        onChange={(event) => onChange({ startDate: event.target.value })}
      />
      <FieldError id={`${id}-start-error`} message={errors.startDate} />
      <h3 className={styles.subheading}>{t('edit.nextDue')}</h3>
      {task.nextDue && task.nextDue.length > 0 ? (
        <ul>
          {task.nextDue.map((date) => (
            <li key={date}>{new Date(date).toLocaleDateString()}</li>
          ))}
        </ul>
      ) : (
        // the day-boundary issue brings core's next-due rule; the server's list shows meanwhile
        <p className={styles.muted}>{t('edit.nextDueLater')}</p>
      )}
    </fieldset>
  );
}
