import { useTranslation } from 'react-i18next';
import styles from '../../components/forms/Form.module.css';
import { languages } from '../../i18n.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { useUserUpdate } from './useUserUpdate.ts';

export function LanguageSettings() {
  const { t, i18n } = useTranslation('settings');
  const language = useSessionStore((state) => state.user?.preferences?.language ?? 'en');
  const { update, isSending, fieldErrors } = useUserUpdate();

  async function handleChange(next: string) {
    if (await update({ 'preferences.language': next })) void i18n.changeLanguage(next);
  }

  return (
    <SettingsSection title={t('language.title')}>
      <div className={styles.field}>
        <label htmlFor="settings-language" className={styles.label}>
          {t('language.label')}
        </label>
        <select
          id="settings-language"
          className={styles.select}
          value={language}
          disabled={isSending}
          onChange={(event) => void handleChange(event.target.value)}
        >
          {languages.map((code) => (
            <option key={code} value={code}>
              {t(`language.names.${code}`)}
            </option>
          ))}
        </select>
        {fieldErrors['preferences.language'] && (
          <p className={styles.error} role="alert">
            {fieldErrors['preferences.language']}
          </p>
        )}
      </div>
    </SettingsSection>
  );
}
