// The bell in the signed-in header (the original game's notifications menu): a badge with what is
// new, and a list of what the player should act on. Opening it marks the listed notifications
// seen; each can be dismissed, or all at once. Loaded with its namespace when a session starts
// (routes/lazyPages.tsx `signedInParts`), so the login page does not carry it (issue 19.10).
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../store/sessionStore.ts';
import {
  dismissNotification,
  dismissNotifications,
  seeNotifications,
} from '../../store/notificationActions.ts';
import { menuEntries, notificationIdsOf } from './menuEntries.ts';
import { MenuList } from './MenuList.tsx';
import styles from './NotificationsMenu.module.css';
import { useOutsidePointer } from './useOutsidePointer.ts';

export function NotificationsMenu() {
  const { t } = useTranslation('notificationsMenu');
  const user = useSessionStore((state) => state.user);
  const entries = useMemo(() => menuEntries(user), [user]);
  const newCount = entries.filter((entry) => entry.isNew).length;
  const [isOpen, setIsOpen] = useState(false);
  // What was unseen when the menu opened stays marked while it is open, though now seen.
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  const close = (isFocusReturned: boolean) => {
    setIsOpen(false);
    if (isFocusReturned) buttonRef.current?.focus();
  };
  useOutsidePointer(rootRef, isOpen, () => close(false));

  // Focus moves into the list in the commit that shows it (as Modal does).
  useLayoutEffect(() => {
    if (isOpen) panelRef.current?.focus();
  }, [isOpen]);

  const handleToggle = () => {
    if (isOpen) {
      close(false);
      return;
    }
    const unseen = notificationIdsOf(entries, true);
    setFreshIds(new Set(unseen));
    setIsOpen(true);
    if (unseen.length > 0) void seeNotifications(unseen);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    close(true);
  };

  // Focus stays in the list when the dismissed entry's button goes.
  const handleDismiss = (id: string) => {
    panelRef.current?.focus();
    void dismissNotification(id);
  };
  const handleDismissAll = () => {
    panelRef.current?.focus();
    void dismissNotifications(notificationIdsOf(entries));
  };

  const hasDismissible = notificationIdsOf(entries).length > 0;
  return (
    <div
      ref={rootRef}
      className={styles.menu}
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        // Tabbing out closes it; a removed button (relatedTarget null) does not.
        const next = event.relatedTarget;
        if (isOpen && next instanceof Node && !rootRef.current?.contains(next)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.bell}
        aria-label={newCount > 0 ? t('bellWithNew', { count: newCount }) : t('bell')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        title={t('bell')}
        onClick={handleToggle}
      >
        <BellIcon />
        {newCount > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {newCount > 99 ? '99+' : newCount}
          </span>
        )}
      </button>
      {isOpen && (
        <div
          ref={panelRef}
          id={panelId}
          className={styles.panel}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <div className={styles.panelHeader}>
            <h2 id={titleId} className={styles.title}>
              {t('title')}
            </h2>
            {hasDismissible && (
              <button type="button" className={styles.dismissAll} onClick={handleDismissAll}>
                {t('dismissAll')}
              </button>
            )}
          </div>
          {entries.length === 0 ? (
            <p className={styles.empty}>{t('empty')}</p>
          ) : (
            <MenuList
              entries={entries}
              freshIds={freshIds}
              onFollow={() => close(false)}
              onDismiss={handleDismiss}
            />
          )}
        </div>
      )}
    </div>
  );
}

function BellIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15.5a2.5 2.5 0 0 0 5 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
