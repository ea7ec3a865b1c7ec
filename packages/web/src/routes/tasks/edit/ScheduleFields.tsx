import type { RecurrenceOptions } from '@questlog/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { weekDays, type Frequency, type Task } from '../../../api/tasksTypes.ts';
import { formatGameDate } from '../../../format/gameDate.ts';
import { FieldError } from './FieldError.tsx';
import { nextDuePreview } from './schedulePreview.ts';
import type { TaskDraft } from './taskDraft.ts';
import styles from '../Tasks.module.css';

const frequencies: Frequency[] = ['daily', 'weekly', 'monthly', 'yearly'];

interface ScheduleFieldsProps {
  task: Task;
  draft: TaskDraft;
  errors: Record<string, string>;
  dayPreferences: RecurrenceOptions;
  onChange: (changes: Partial<TaskDraft>) => void;
}

/** The daily's schedule: frequency, every X, repeat days, start date and the next due dates. */
export function ScheduleFields({
  task,
  draft,
  errors,
  dayPreferences,
  onChange,
}: ScheduleFieldsProps) {
  const { t } = useTranslation('tasks');
  const id = useId();
  // worked out again on every change, so the list follows the form as the player edits
  const dates = nextDuePreview(task, draft, dayPreferences, new Date());
  const preview = dates && dates.slice(0, 5);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('schedule.kinds.original')}</legend>
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
      <h3 id={`${id}-next-due`} className={styles.subheading}>
        {t('edit.nextDue')}
      </h3>
      {preview && preview.length > 0 ? (
        <ul aria-labelledby={`${id}-next-due`} aria-live="polite">
          {preview.map((date) => (
            <li key={date}>
              <time dateTime={date}>{formatGameDate(date, dayPreferences.timezoneOffset)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted} aria-live="polite">
          {t(preview === null ? 'edit.nextDueInvalid' : 'edit.nextDueNone')}
        </p>
      )}
    </fieldset>
  );
}
