import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './NotificationStack.module.css';
import type { Notice } from './noticeTypes.ts';

// The art loads with the first notice that has a picture, not with every screen (issue 19.10).
const NotificationIcon = lazy(() =>
  import('../../sprites/notificationIcon.tsx').then((module) => ({
    default: module.NotificationIcon,
  })),
);

interface NoticeItemProps {
  notice: Notice;
  onClick: () => void;
  onClose: () => void;
}

/** One notice. Errors are alerts with a close button; the rest are polite status messages. */
export function NoticeItem({ notice, onClick, onClose }: NoticeItemProps) {
  const { t } = useTranslation('notices');
  const isError = notice.type === 'error';
  const text = notice.flavorMessage ?? notice.text;
  const body = (
    <>
      {notice.title && <strong className={styles.title}>{notice.title}</strong>}
      <span className={styles.text}>{text}</span>
      {notice.isTimeout && <span className={styles.text}>{t('timeout')}</span>}
    </>
  );
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`${styles.notice} ${styles[notice.type] ?? ''}`}
      data-type={notice.type}
      data-sign={notice.sign}
      onClick={onClick}
    >
      {notice.icon && (
        <span className={styles.icon} data-testid="notice-icon">
          <Suspense fallback={null}>
            <NotificationIcon icon={notice.icon} />
          </Suspense>
        </span>
      )}
      {notice.onClick ? (
        <button
          type="button"
          className={styles.body}
          onClick={(event) => {
            event.stopPropagation();
            onClick();
          }}
        >
          {body}
        </button>
      ) : (
        <div className={styles.body}>{body}</div>
      )}
      {isError && (
        <button
          type="button"
          className={styles.close}
          title={t('close')}
          aria-label={t('close')}
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
