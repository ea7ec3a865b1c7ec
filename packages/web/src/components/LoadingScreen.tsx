import { useTranslation } from 'react-i18next';
import styles from './LoadingScreen.module.css';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.label}>{t('loading.label')}</p>
    </div>
  );
}
