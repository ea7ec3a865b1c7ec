import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { timeApi } from '../../api/timeApi.ts';
import { vacationsOf, type Vacation } from '../../api/timeTypes.ts';
import { formatDateKey } from '../../format/dateKeys.ts';
import { SettingsSection } from '../../routes/settings/SettingsSection.tsx';
import { gameTodayKey } from '../../store/gameToday.ts';
import { runOptimistic, sendChange } from '../../store/optimistic.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import styles from '../forms/Form.module.css';
import { useFormRequest } from '../forms/useFormRequest.ts';
import { notify } from '../notifications/notify.ts';
import { vacationErrors } from './vacationChecks.ts';
import { withVacations } from './withVacations.ts';

/** Vacations in settings: the ones scheduled, each cancellable, and a form to add one. */
export function VacationSettings() {
  const { t } = useTranslation('settings');
  const vacations = vacationsOf(useSessionStore((state) => state.user));
  return (
    <SettingsSection title={t('vacations.title')}>
      <p>{t('vacations.explanation')}</p>
      {vacations.length === 0 ? (
        <p>{t('vacations.empty')}</p>
      ) : (
        <ul aria-label={t('vacations.listLabel')}>
          {vacations.map((vacation) => (
            <VacationItem key={vacation.id} vacation={vacation} />
          ))}
        </ul>
      )}
      <VacationForm vacations={vacations} />
    </SettingsSection>
  );
}

function VacationItem({ vacation }: { vacation: Vacation }) {
  const { t } = useTranslation('settings');
  const [isCancelling, setIsCancelling] = useState(false);
  const range = t('vacations.range', {
    start: formatDateKey(vacation.start),
    end: formatDateKey(vacation.end),
  });

  async function handleCancel() {
    setIsCancelling(true);
    const outcome = await runOptimistic({
      apply: (state) =>
        withVacations(state, (list) => list.filter((other) => other.id !== vacation.id)),
      send: () => timeApi.cancelVacation(vacation.id),
      settle: (state, list) => withVacations(state, () => list),
    });
    setIsCancelling(false);
    if (outcome.isDone) notify.success(t('vacations.cancelled'));
  }

  return (
    <li>
      {range}{' '}
      <button
        type="button"
        className="button"
        disabled={isCancelling}
        aria-label={t('vacations.cancelNamed', { range })}
        onClick={() => void handleCancel()}
      >
        {t('vacations.cancel')}
      </button>
    </li>
  );
}

function VacationForm({ vacations }: { vacations: Vacation[] }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const user = useSessionStore((state) => state.user);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const { send, isSending, fieldErrors, setFieldErrors } = useFormRequest();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = vacationErrors({ start, end }, gameTodayKey(user), vacations);
    if (errors.start || errors.end) {
      setFieldErrors(
        Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)])),
      );
      return;
    }
    // the form waits: the new vacation's id is the server's
    const list = await send(() =>
      sendChange({
        send: () => timeApi.addVacation({ start, end }),
        settle: (state, answer) => withVacations(state, () => answer),
      }),
    );
    if (!list) return;
    setStart('');
    setEnd('');
    notify.success(t('vacations.added'));
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <h3>{t('vacations.add')}</h3>
      <DateField
        id={`${id}-start`}
        label={t('vacations.start')}
        value={start}
        error={fieldErrors.start}
        onChange={setStart}
      />
      <DateField
        id={`${id}-end`}
        label={t('vacations.end')}
        value={end}
        error={fieldErrors.end}
        onChange={setEnd}
      />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSending} aria-busy={isSending}>
          {t('vacations.submit')}
        </button>
      </div>
    </form>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function DateField({ id, label, value, error, onChange }: DateFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={styles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
