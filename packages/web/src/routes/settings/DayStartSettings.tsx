import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../components/forms/Form.module.css';
import { timezoneOffsetHeader } from '../../api/requestHeaders.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { useUserUpdate } from './useUserUpdate.ts';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** UTC offset text from minutes in the getTimezoneOffset convention (UTC+2 is -120). */
export function utcOffsetText(offsetMinutes: number): string {
  const east = -offsetMinutes;
  const sign = east < 0 ? '-' : '+';
  const hoursPart = String(Math.floor(Math.abs(east) / 60)).padStart(2, '0');
  const minutesPart = String(Math.abs(east) % 60).padStart(2, '0');
  return `UTC${sign}${hoursPart}:${minutesPart}`;
}

export function DayStartSettings() {
  const { t } = useTranslation('settings');
  const preferences = useSessionStore((state) => state.user?.preferences);
  const [dayStart, setDayStart] = useState(preferences?.dayStart ?? 0);
  const { update, isSending, fieldErrors } = useUserUpdate();
  const deviceOffset = Number(timezoneOffsetHeader());
  const savedOffset = preferences?.timezoneOffset;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // PUT /user with preferences.dayStart (0–23): the same effect as /user/custom-day-start.
    void update({ 'preferences.dayStart': dayStart });
  }

  return (
    <SettingsSection title={t('dayStart.title')}>
      <p>{t('dayStart.explanation')}</p>
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <div className={styles.field}>
          <label htmlFor="settings-day-start" className={styles.label}>
            {t('dayStart.label')}
          </label>
          <select
            id="settings-day-start"
            className={styles.select}
            value={dayStart}
            onChange={(event) => setDayStart(Number(event.target.value))}
          >
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {t('dayStart.hour', { hour: `${String(hour).padStart(2, '0')}:00` })}
              </option>
            ))}
          </select>
          {fieldErrors['preferences.dayStart'] && (
            <p className={styles.error} role="alert">
              {fieldErrors['preferences.dayStart']}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={isSending}>
            {t('dayStart.submit')}
          </button>
        </div>
      </form>
      <p>{t('dayStart.deviceTimezone', { offset: utcOffsetText(deviceOffset) })}</p>
      {savedOffset !== undefined && savedOffset !== deviceOffset && (
        <p>{t('dayStart.savedTimezone', { offset: utcOffsetText(savedOffset) })}</p>
      )}
    </SettingsSection>
  );
}
