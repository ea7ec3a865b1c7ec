import { useTranslation } from 'react-i18next';

/** The same screen index.html shows before the scripts run (styles/loadingScreen.css). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="loading-screen" role="status" aria-live="polite" aria-busy="true">
      <span className="loading-spinner" aria-hidden="true" />
      <p className="loading-label">{t('loading.label')}</p>
    </div>
  );
}
