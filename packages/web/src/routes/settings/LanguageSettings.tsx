import { useTranslation } from 'react-i18next';
import styles from '../../components/forms/Form.module.css';
import { LanguagePicker } from '../../components/languages/LanguagePicker.tsx';
import { chooseLanguage } from '../../locales/languageChoice.ts';
import { pseudoLanguage } from '../../locales/languages.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { useUserUpdate } from './useUserUpdate.ts';

export function LanguageSettings() {
  const { t, i18n } = useTranslation('settings');
  const saved = useSessionStore((state) => state.user?.preferences?.language ?? 'en');
  // the pseudo-language (development) is spoken, never saved
  const language = i18n.language === pseudoLanguage ? pseudoLanguage : saved;
  const { update, isSending, fieldErrors } = useUserUpdate();

  async function handleChange(next: string) {
    if (next === pseudoLanguage) await chooseLanguage(next);
    else if (await update({ 'preferences.language': next })) await chooseLanguage(next);
  }

  return (
    <SettingsSection title={t('language.title')}>
      <div className={styles.field}>
        <label htmlFor="settings-language" className={styles.label}>
          {t('language.label')}
        </label>
        <LanguagePicker
          id="settings-language"
          value={language}
          isDisabled={isSending}
          onChange={(next) => void handleChange(next)}
        />
        {fieldErrors['preferences.language'] && (
          <p className={styles.error} role="alert">
            {fieldErrors['preferences.language']}
          </p>
        )}
      </div>
    </SettingsSection>
  );
}
