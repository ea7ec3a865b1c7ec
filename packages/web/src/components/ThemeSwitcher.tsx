import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { themeChoices, useThemeStore, type ThemeChoice } from '../store/themeStore.ts';
import styles from './ThemeSwitcher.module.css';

export function ThemeSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const choice = useThemeStore((state) => state.choice);
  const choose = useThemeStore((state) => state.choose);
  return (
    <div className={styles.switcher}>
      <label htmlFor={id}>{t('theme.label')}</label>
      <select
        id={id}
        className={styles.select}
        value={choice}
        onChange={(event) => choose(event.target.value as ThemeChoice)}
      >
        {themeChoices.map((option) => (
          <option key={option} value={option}>
            {t(`theme.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
