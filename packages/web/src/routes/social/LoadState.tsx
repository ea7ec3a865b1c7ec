// Loading and failed states of a query, shared by the social screens.
import { useTranslation } from 'react-i18next';

interface LoadStateProps {
  isError: boolean;
  failedText: string;
  onRetry: () => void;
}

/** "Loading…" as a status, or the failure as an alert with a retry. */
export function LoadState({ isError, failedText, onRetry }: LoadStateProps) {
  const { t } = useTranslation('social');
  if (!isError) return <p role="status">{t('loading')}</p>;
  return (
    <div role="alert">
      <p>{failedText}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
