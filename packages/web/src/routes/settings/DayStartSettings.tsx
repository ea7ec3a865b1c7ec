import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cronApi } from '../../api/cronApi.ts';
import { timezoneOffsetHeader } from '../../api/requestHeaders.ts';
import styles from '../../components/forms/Form.module.css';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { notify } from '../../components/notifications/notify.ts';
import { formatHour } from '../../format/gameDate.ts';
import { sendChange, withUser } from '../../store/optimistic.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { SettingsSection } from './SettingsSection.tsx';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** UTC offset text from minutes in the getTimezoneOffset convention (UTC+2 is -120). */
export function utcOffsetText(offsetMinutes: number): string {
  const east = -offsetMinutes;
  const sign = east < 0 ? '-' : '+';
  const hoursPart = String(Math.floor(Math.abs(east) / 60)).padStart(2, '0');
  const minutesPart = String(Math.abs(east) % 60).padStart(2, '0');
  return `UTC${sign}${hoursPart}:${minutesPart}`;
}

function deviceTimezoneName(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The hour the player's day starts (POST /user/custom-day-start) and the timezone in use. */
export function DayStartSettings() {
  const { t } = useTranslation('settings');
  const id = useId();
  const user = useSessionStore((state) => state.user);
  const preferences = user?.preferences;
  const [dayStart, setDayStart] = useState(preferences?.dayStart ?? 0);
  const { send, isSending, fieldErrors } = useFormRequest();
  const deviceOffset = Number(timezoneOffsetHeader());
  const savedOffset = preferences?.timezoneOffset;
  const timezoneName = deviceTimezoneName();
  const error = fieldErrors.dayStart ?? fieldErrors['preferences.dayStart'];
  const errorId = `${id}-error`;

  // "00:00 (midnight)", "07:00", "12:00 (noon)": the hour as a clock time on the player's day
  function hourText(hour: number): string {
    const time = formatHour(hour);
    if (hour === 0) return t('dayStart.midnight', { time });
    if (hour === 12) return t('dayStart.noon', { time });
    return time;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // the form waits for the server: the hour is the player's once it is taken
    const sent = await send(() =>
      sendChange({
        send: async () => ({ message: await cronApi.setDayStart(dayStart) }),
        settle: (state) =>
          withUser(state, (user) => ({ ...user, preferences: { ...user.preferences, dayStart } })),
      }),
    );
    if (!sent) return;
    notify.success(sent.message ?? t('dayStart.saved', { time: formatHour(dayStart) }));
  }

  return (
    <SettingsSection title={t('dayStart.title')}>
      <p>{t('dayStart.explanation')}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <div className={styles.field}>
          <label htmlFor={`${id}-hour`} className={styles.label}>
            {t('dayStart.label')}
          </label>
          <select
            id={`${id}-hour`}
            className={styles.select}
            value={dayStart}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setDayStart(Number(event.target.value))}
          >
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {hourText(hour)}
              </option>
            ))}
          </select>
          {error && (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={isSending} aria-busy={isSending}>
            {t('dayStart.submit')}
          </button>
        </div>
      </form>
      <h3>{t('dayStart.timezoneTitle')}</h3>
      <p>
        {timezoneName
          ? t('dayStart.deviceTimezoneNamed', {
              name: timezoneName,
              offset: utcOffsetText(deviceOffset),
            })
          : t('dayStart.deviceTimezone', { offset: utcOffsetText(deviceOffset) })}
      </p>
      {savedOffset !== undefined && (
        <p>{t('dayStart.savedTimezone', { offset: utcOffsetText(savedOffset) })}</p>
      )}
      {savedOffset !== undefined && savedOffset !== deviceOffset && (
        <p role="note">{t('dayStart.timezonesDiffer')}</p>
      )}
    </SettingsSection>
  );
}
