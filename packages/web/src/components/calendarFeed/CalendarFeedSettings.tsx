import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeApi } from '../../api/timeApi.ts';
import { SettingsSection } from '../../routes/settings/SettingsSection.tsx';
import { sendChange, withRead } from '../../store/optimistic.ts';
import { useServerRead } from '../../store/useServerRead.ts';
import styles from '../forms/Form.module.css';
import { useFormRequest } from '../forms/useFormRequest.ts';
import { notify } from '../notifications/notify.ts';

const feedKey = 'calendarFeed';

/**
 * The calendar feed's secret address (for Google, Apple or Outlook calendars), with copy and
 * regenerate; regenerating stops the old address. It is held like the other settings lists, in
 * the one cache (store/readsStore.ts), and regenerated through the one primitive.
 */
export function CalendarFeedSettings() {
  const { t } = useTranslation('settings');
  const id = useId();
  // asked for, not read on every visit: the first read makes the secret
  const [isShown, setIsShown] = useState(false);
  const feed = useServerRead(feedKey, timeApi.calendarFeed, { isEnabled: isShown });
  const url = feed.data;
  const regenerate = useFormRequest();
  const [isConfirming, setIsConfirming] = useState(false);

  async function handleCopy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('calendarFeed.copied'));
    } catch {
      notify.error(t('calendarFeed.copyFailed'));
    }
  }

  async function handleRegenerate() {
    setIsConfirming(false);
    const answer = await regenerate.send(() =>
      sendChange({
        send: timeApi.regenerateCalendarFeed,
        settle: (state, regenerated) => withRead(state, feedKey, () => regenerated),
      }),
    );
    if (answer === undefined) return;
    notify.success(t('calendarFeed.regenerated'));
  }

  return (
    <SettingsSection title={t('calendarFeed.title')}>
      <p>{t('calendarFeed.explanation')}</p>
      {!isShown && (
        <button type="button" className="button" onClick={() => setIsShown(true)}>
          {t('calendarFeed.show')}
        </button>
      )}
      {isShown && url === undefined && !feed.isError && (
        <p role="status">{t('calendarFeed.loading')}</p>
      )}
      {feed.isError && (
        <p role="alert">
          {t('calendarFeed.loadFailed')}{' '}
          <button type="button" className="button" onClick={() => void feed.refetch()}>
            {t('calendarFeed.retry')}
          </button>
        </p>
      )}
      {url !== undefined && (
        <div className={styles.form}>
          <div className={styles.field}>
            <label htmlFor={`${id}-url`} className={styles.label}>
              {t('calendarFeed.label')}
            </label>
            <input
              id={`${id}-url`}
              className={styles.input}
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
            />
            <p className={styles.hint}>{t('calendarFeed.secret')}</p>
          </div>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={() => void handleCopy(url)}>
              {t('calendarFeed.copy')}
            </button>
            {isConfirming ? (
              <>
                <span role="alert">{t('calendarFeed.confirm')}</span>
                <button type="button" className="button" onClick={() => void handleRegenerate()}>
                  {t('calendarFeed.confirmYes')}
                </button>
                <button type="button" className="button" onClick={() => setIsConfirming(false)}>
                  {t('calendarFeed.confirmNo')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="button"
                disabled={regenerate.isSending}
                aria-busy={regenerate.isSending}
                onClick={() => setIsConfirming(true)}
              >
                {t('calendarFeed.regenerate')}
              </button>
            )}
          </div>
        </div>
      )}
    </SettingsSection>
  );
}
