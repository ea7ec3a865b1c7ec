// "Previous page · Page n · Next page" under a list the server answers a page at a time. A list
// that fits on its first page has nothing to page through: then there is no pager at all.
import { useTranslation } from 'react-i18next';
import styles from './Pager.module.css';

interface PagerProps {
  /** From 0; shown from 1. */
  page: number;
  /** The page shown came back short of a full page: nothing follows it. */
  isLastPage: boolean;
  /** A page is on its way: neither button moves until it is here. */
  isBusy?: boolean;
  onPage: (page: number) => void;
  /** Names the navigation landmark ("Guild pages"). */
  label: string;
  previousText?: string;
  nextText?: string;
}

export function Pager({
  page,
  isLastPage,
  isBusy = false,
  onPage,
  label,
  previousText,
  nextText,
}: PagerProps) {
  const { t } = useTranslation();
  if (page === 0 && isLastPage) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className="button button-secondary"
        disabled={page === 0 || isBusy}
        onClick={() => onPage(page - 1)}
      >
        {previousText ?? t('pager.previous')}
      </button>
      <span>{t('pager.page', { page: page + 1 })}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={isLastPage || isBusy}
        onClick={() => onPage(page + 1)}
      >
        {nextText ?? t('pager.next')}
      </button>
    </nav>
  );
}
