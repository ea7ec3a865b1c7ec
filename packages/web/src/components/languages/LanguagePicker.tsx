import { useTranslation } from 'react-i18next';
import styles from '../forms/Form.module.css';
import { choosableLanguages } from '../../locales/languageChoice.ts';
import { intlLocale, pseudoLanguage } from '../../locales/languages.ts';

/** A language's name in that language ("Deutsch", "日本語"), so a player finds their own. */
export function languageName(language: string): string {
  const locale = intlLocale(language);
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? language;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return language;
  }
}

interface LanguagePickerProps {
  id: string;
  value: string;
  isDisabled?: boolean;
  onChange: (language: string) => void;
}

/** The languages this build offers, each named in itself; the pseudo-language in development. */
export function LanguagePicker({ id, value, isDisabled = false, onChange }: LanguagePickerProps) {
  const { t } = useTranslation('settings');
  return (
    <select
      id={id}
      className={styles.select}
      value={value}
      disabled={isDisabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {choosableLanguages().map((code) => (
        <option key={code} value={code} lang={code === pseudoLanguage ? 'en' : code}>
          {code === pseudoLanguage ? t('language.pseudo') : languageName(code)}
        </option>
      ))}
    </select>
  );
}
