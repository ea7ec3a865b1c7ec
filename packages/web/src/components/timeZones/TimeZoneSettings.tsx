import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../api/requestHeaders.ts';
import { timeZoneOf } from '../../api/timeTypes.ts';
import { useUserUpdate } from '../../routes/settings/useUserUpdate.ts';
import { SettingsSection } from '../../routes/settings/SettingsSection.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import styles from '../forms/Form.module.css';
import { zoneChoices, zoneOffsetText } from './zoneChoices.ts';

const ZONE_FIELD = 'preferences.timezone';

/**
 * The player's time zone by name (PUT /user `preferences.timezone`): a searchable list of the
 * zones the browser knows, the detected one first, each with its UTC offset now.
 */
export function TimeZoneSettings() {
  const { t } = useTranslation('settings');
  const id = useId();
  const user = useSessionStore((state) => state.user);
  const saved = timeZoneOf(user);
  const detected = browserTimeZone();
  const [search, setSearch] = useState('');
  const [zone, setZone] = useState(saved ?? detected ?? '');
  const { update, isSending, fieldErrors, setFieldErrors } = useUserUpdate();
  const now = new Date();
  const choices = zoneChoices(search, detected, saved);
  const error = fieldErrors[ZONE_FIELD] ?? fieldErrors.timezone;
  const errorId = `${id}-error`;

  function optionText(name: string): string {
    const offset = zoneOffsetText(name, now) ?? '';
    return name === detected
      ? t('timeZone.detectedOption', { name, offset })
      : t('timeZone.option', { name, offset });
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!choices.includes(zone) || zoneOffsetText(zone, now) === undefined) {
      setFieldErrors({ [ZONE_FIELD]: t('timeZone.pick') });
      return;
    }
    await update({ [ZONE_FIELD]: zone });
  }

  return (
    <SettingsSection title={t('timeZone.title')}>
      <p>{t('timeZone.explanation')}</p>
      <p role="status">
        {saved
          ? t('timeZone.current', { name: saved, offset: zoneOffsetText(saved, now) ?? '' })
          : t('timeZone.none')}
      </p>
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <div className={styles.field}>
          <label htmlFor={`${id}-search`} className={styles.label}>
            {t('timeZone.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={styles.input}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-zone`} className={styles.label}>
            {t('timeZone.label')}
          </label>
          <select
            id={`${id}-zone`}
            className={styles.select}
            size={8}
            value={choices.includes(zone) ? zone : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setZone(event.target.value)}
          >
            {choices.map((name) => (
              <option key={name} value={name}>
                {optionText(name)}
              </option>
            ))}
          </select>
          {choices.length === 0 && <p className={styles.hint}>{t('timeZone.noMatch')}</p>}
          {error && (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={isSending} aria-busy={isSending}>
            {t('timeZone.submit')}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
