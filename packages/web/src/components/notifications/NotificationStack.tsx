import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal, staysLive } from '../Modal.tsx';
import { NoticeItem } from './NoticeItem.tsx';
import { notificationStack as appStack, type NotificationStack } from './notificationStack.ts';
import styles from './NotificationStack.module.css';
import { useStackTop } from './useStackTop.ts';

/**
 * The visible notices, in an aria-live region that stays mounted so readers hear new ones. The
 * region hangs from the document's body, outside the page a dialog makes inert: a notice blocks
 * nothing and is never blocked, so an error raised while a dialog is open can still be read and
 * closed.
 */
export function NotificationStackView({ stack = appStack }: { stack?: NotificationStack }) {
  const { t } = useTranslation('notices');
  const { visible } = useSyncExternalStore(stack.subscribe, stack.getSnapshot);
  const top = useStackTop();
  const armoireModal = useArmoireEmptyModal(stack);
  return (
    <>
      {createPortal(
        <section
          aria-label={t('regionLabel')}
          aria-live="polite"
          className={styles.stack}
          style={{ top }}
          {...staysLive}
        >
          {visible.map((notice) => (
            <NoticeItem
              key={notice.uuid}
              notice={notice}
              onClick={() => stack.click(notice.uuid)}
              onClose={() => stack.remove(notice.uuid)}
            />
          ))}
        </section>,
        document.body,
      )}
      {armoireModal.isOpen && (
        <Modal title={t('armoireEmpty.title')} onClose={armoireModal.close}>
          <p>{t('armoireEmpty.text')}</p>
        </Modal>
      )}
    </>
  );
}

// An item-drop notice saying the armoire is empty opens the armoire-empty modal.
function useArmoireEmptyModal(stack: NotificationStack) {
  const [isOpen, setIsOpen] = useState(false);
  useEffect(
    () =>
      stack.onShown((notice) => {
        if (notice.type === 'drop' && notice.emptied === true) setIsOpen(true);
      }),
    [stack],
  );
  return { isOpen, close: () => setIsOpen(false) };
}
