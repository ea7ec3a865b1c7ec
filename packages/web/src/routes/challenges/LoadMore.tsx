import { useTranslation } from 'react-i18next';
import socialStyles from '../social/Social.module.css';

interface LoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  onMore: () => void;
}

/** "Load more" under a paged list, while the server has more. */
export function LoadMore({ hasMore, isLoading, onMore }: LoadMoreProps) {
  const { t } = useTranslation('challenges');
  if (!hasMore) return null;
  return (
    <div className={socialStyles.actions}>
      <button
        type="button"
        className="button button-secondary"
        disabled={isLoading}
        onClick={onMore}
      >
        {t('list.loadMore')}
      </button>
    </div>
  );
}
