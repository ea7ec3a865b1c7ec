import { useTranslation } from 'react-i18next';
import styles from './LoadErrorScreen.module.css';

export function LoadErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className={styles.screen}>
      <div role="alert" className={styles.panel}>
        <h1>{t('loadError.title')}</h1>
        <p>{t('loadError.explanation')}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('loadError.retry')}
        </button>
      </div>
    </main>
  );
}
