import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../store/sessionStore.ts';
import { useThemeStore } from '../../store/themeStore.ts';
import { ProsePage } from './ProsePage.tsx';
import styles from './ProsePage.module.css';

type Step = 'idle' | 'confirming' | 'done' | 'failed';

/** Removes everything this site keeps in the browser (local and session storage) after a confirmation. */
function clearSiteStorage(): boolean {
  try {
    localStorage.clear();
    sessionStorage.clear();
    return true;
  } catch {
    return false; // storage disabled by the browser's privacy settings
  }
}

export function ClearBrowserDataPage() {
  const { t } = useTranslation('staticPages');
  const [step, setStep] = useState<Step>('idle');
  const questionRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (step === 'confirming') questionRef.current?.focus();
  }, [step]);

  const handleConfirm = () => {
    const isCleared = clearSiteStorage();
    // The stores hold what storage held: read it again so the page shows the visitor signed out.
    useSessionStore.getState().restore();
    useThemeStore.getState().restore();
    setStep(isCleared ? 'done' : 'failed');
  };

  return (
    <ProsePage ns="staticPages" page="clearBrowserData">
      <section className={styles.card} aria-labelledby="clear-data-heading">
        <h2 id="clear-data-heading">{t('clearBrowserData.actionHeading')}</h2>
        {step === 'confirming' ? (
          <div role="group" aria-labelledby="clear-data-question">
            <p id="clear-data-question" ref={questionRef} tabIndex={-1}>
              {t('clearBrowserData.confirmQuestion')}
            </p>
            <div className={styles.actions}>
              <button type="button" className="button" onClick={handleConfirm}>
                {t('clearBrowserData.confirm')}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setStep('idle')}
              >
                {t('clearBrowserData.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="button" onClick={() => setStep('confirming')}>
            {t('clearBrowserData.clear')}
          </button>
        )}
        <p aria-live="polite">
          {step === 'done' && t('clearBrowserData.done')}
          {step === 'failed' && t('clearBrowserData.failed')}
        </p>
      </section>
    </ProsePage>
  );
}
