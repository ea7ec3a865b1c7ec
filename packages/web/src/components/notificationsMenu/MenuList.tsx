// The notifications menu's entries: each a line of text, a link where it leads, and a dismiss
// control for the server's notifications (invitations and stat points go when acted on).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntryText, MenuEntry } from './menuEntries.ts';
import styles from './NotificationsMenu.module.css';

interface MenuListProps {
  entries: readonly MenuEntry[];
  /** Notifications unseen when the menu opened: marked as new. */
  freshIds: ReadonlySet<string>;
  onFollow: () => void;
  onDismiss: (notificationId: string) => void;
}

export function MenuList({ entries, freshIds, onFollow, onDismiss }: MenuListProps) {
  const { t } = useTranslation('notificationsMenu');
  const textOf = ({ key, values }: EntryText) => t(key, values ?? {});
  return (
    <ul className={styles.list}>
      {entries.map((entry) => {
        const text = textOf(entry.text);
        const { notificationId } = entry;
        const isFresh = notificationId === undefined ? entry.isNew : freshIds.has(notificationId);
        return (
          <li
            key={entry.key}
            className={isFresh ? `${styles.entry} ${styles.fresh}` : styles.entry}
          >
            {entry.to === undefined ? (
              <span className={styles.entryText}>{text}</span>
            ) : (
              <Link to={entry.to} className={styles.entryText} onClick={onFollow}>
                {text}
              </Link>
            )}
            {notificationId !== undefined && (
              <button
                type="button"
                className={styles.dismiss}
                aria-label={t('dismissNamed', { text })}
                title={t('dismiss')}
                onClick={() => onDismiss(notificationId)}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
