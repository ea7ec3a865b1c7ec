// The connection's state and the app's version, over every screen: "offline" while the browser
// has no network, how many changes wait in the outbox to be sent, and a prompt when a new build
// is ready. Both sit in a polite live region that
// stays mounted (readers announce what appears in it) and hangs from the body, outside the page a
// dialog makes inert. It also registers the service worker that lets the app open offline.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useOutboxStore } from '../../store/outbox/outbox.ts';
import { staysLive } from '../Modal.tsx';
import { registerServiceWorker, takeNewVersion, useNewVersionWaiting } from './appUpdates.ts';
import styles from './OfflineStatus.module.css';
import { useOnline } from './useOnline.ts';

export function OfflineStatus() {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const waiting = useOutboxStore((state) => state.count);
  const hasNewVersion = useNewVersionWaiting();
  useEffect(() => {
    // Built apps only (`vite build` is production mode even when NODE_ENV says test).
    if (import.meta.env.MODE === 'production') registerServiceWorker();
  }, []);
  return createPortal(
    <section
      aria-label={t('offline.regionLabel')}
      aria-live="polite"
      className={styles.region}
      {...staysLive}
    >
      {!isOnline && <p className={styles.offline}>{t('offline.offline')}</p>}
      {waiting > 0 && <p className={styles.offline}>{t('offline.waiting', { count: waiting })}</p>}
      {hasNewVersion && (
        <p className={styles.update}>
          {t('offline.newVersion')}{' '}
          <button type="button" className="button" onClick={takeNewVersion}>
            {t('offline.reload')}
          </button>
        </p>
      )}
    </section>,
    document.body,
  );
}
