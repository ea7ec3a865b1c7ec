import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RRULE_WEEKDAYS, dateKey } from '@questlog/core';
import type { Task } from '../../api/tasksTypes.ts';
import { formatDateKey } from '../../format/dateKeys.ts';
import { gameToday, playerClock } from '../../store/gameToday.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { FieldError } from '../../routes/tasks/edit/FieldError.tsx';
import styles from '../../routes/tasks/Tasks.module.css';
import {
  dailyKinds,
  monthWeeks,
  todoKinds,
  type MonthWeek,
  type RRuleWeekday,
  type ScheduleDraft,
  type ScheduleKind,
} from './scheduleDraft.ts';
import { nextScheduleDays } from './scheduleDates.ts';
import { useScheduleSummary } from './useScheduleSummary.ts';

// Monday first, as the week is read in most of the world
const weekdays = [...RRULE_WEEKDAYS.slice(1), RRULE_WEEKDAYS[0]] as RRuleWeekday[];

interface SchedulePickerProps {
  task: Task;
  draft: ScheduleDraft;
  /** The start date field's value (`YYYY-MM-DD`, may be empty). */
  startKey: string;
  errors: Record<string, string>;
  onChange: (changes: Partial<ScheduleDraft>) => void;
  /** The original's fields with their own preview, shown for the original's kind. */
  children?: ReactNode;
}

/**
 * The schedule in plain words: the kind of repeat, its few fields, a sentence saying it, and the
 * next five due dates core computes from the form as it stands.
 */
export function SchedulePicker({
  task,
  draft,
  startKey,
  errors,
  onChange,
  children,
}: SchedulePickerProps) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const user = useSessionStore((state) => state.user);
  const summary = useScheduleSummary(draft);
  const kinds: readonly ScheduleKind[] =
    task.type === 'todo'
      ? todoKinds
      : draft.kind === 'custom'
        ? [...dailyKinds, 'custom']
        : dailyKinds;
  const now = new Date();
  const isOwnPreview =
    draft.kind !== 'original' && draft.kind !== 'once' && draft.kind !== 'custom';
  const days = isOwnPreview
    ? nextScheduleDays(draft, startKey, gameToday(user, now), playerClock(user, now))
    : undefined;

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('edit.schedule')}</legend>
      <label htmlFor={`${id}-kind`}>{t('schedule.kind')}</label>
      <select
        id={`${id}-kind`}
        className={styles.input}
        value={draft.kind}
        onChange={(event) => onChange({ kind: event.target.value as ScheduleKind })}
      >
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`schedule.kinds.${kind}`)}
          </option>
        ))}
      </select>
      {draft.kind === 'weeksApart' && (
        <NumberField
          id={`${id}-weeks`}
          label={t('schedule.weeks')}
          value={draft.weeks}
          min={1}
          max={52}
          error={errors.weeks}
          onChange={(weeks) => onChange({ weeks })}
        />
      )}
      {draft.kind === 'weekdayOfMonth' && (
        <>
          <label htmlFor={`${id}-month-week`}>{t('schedule.monthWeek')}</label>
          <select
            id={`${id}-month-week`}
            className={styles.input}
            value={draft.monthWeek}
            onChange={(event) => onChange({ monthWeek: Number(event.target.value) as MonthWeek })}
          >
            {monthWeeks.map((week) => (
              <option key={week} value={week}>
                {t(`schedule.monthWeeks.${week}`)}
              </option>
            ))}
          </select>
        </>
      )}
      {(draft.kind === 'weeksApart' || draft.kind === 'weekdayOfMonth') && (
        <>
          <label htmlFor={`${id}-weekday`}>{t('schedule.weekday')}</label>
          <select
            id={`${id}-weekday`}
            className={styles.input}
            value={draft.weekday}
            onChange={(event) => onChange({ weekday: event.target.value as RRuleWeekday })}
          >
            {weekdays.map((day) => (
              <option key={day} value={day}>
                {t(`schedule.weekdays.${day}`)}
              </option>
            ))}
          </select>
        </>
      )}
      {draft.kind === 'timesPerWeek' && (
        <NumberField
          id={`${id}-times`}
          label={t('schedule.timesPerWeek')}
          value={draft.timesPerWeek}
          min={1}
          max={7}
          error={errors.timesPerWeek}
          onChange={(timesPerWeek) => onChange({ timesPerWeek })}
        />
      )}
      {draft.kind === 'returns' && (
        <NumberField
          id={`${id}-returns`}
          label={t('schedule.returnsAfterDays')}
          value={draft.returnsAfterDays}
          min={1}
          max={365}
          error={errors.returnsAfterDays}
          onChange={(returnsAfterDays) => onChange({ returnsAfterDays })}
        />
      )}
      {summary && (
        <p className={styles.muted} aria-live="polite">
          {summary}
        </p>
      )}
      {draft.kind === 'original' && children}
      {isOwnPreview && (
        <>
          <h3 id={`${id}-next`} className={styles.subheading}>
            {t(draft.kind === 'returns' ? 'schedule.nextReturns' : 'schedule.nextDue')}
          </h3>
          {days && days.length > 0 ? (
            <ul aria-labelledby={`${id}-next`} aria-live="polite">
              {days.map((day) => (
                <li key={day}>
                  <time dateTime={dateKey(day)}>
                    {formatDateKey(dateKey(day), undefined, { dateStyle: 'full' })}
                  </time>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted} aria-live="polite">
              {t(days === undefined ? 'schedule.nextInvalid' : 'schedule.nextNone')}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  min: number;
  max: number;
  error: string | undefined;
  onChange: (value: string) => void;
}

function NumberField({ id, label, value, min, max, error, onChange }: NumberFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        className={styles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
