import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeApi } from '../../api/timeApi.ts';
import { SettingsSection } from '../../routes/settings/SettingsSection.tsx';
import styles from '../forms/Form.module.css';
import { useFormRequest } from '../forms/useFormRequest.ts';
import { notify } from '../notifications/notify.ts';

const feedKey = ['calendarFeed'] as const;

/**
 * The calendar feed's secret address (for Google, Apple or Outlook calendars), with copy and
 * regenerate; regenerating stops the old address. The address is not game state: it is read
 * like the other settings lists, through the query cache.
 */
export function CalendarFeedSettings() {
  const { t } = useTranslation('settings');
  const id = useId();
  const queryClient = useQueryClient();
  // asked for, not read on every visit: the first read makes the secret
  const [isShown, setIsShown] = useState(false);
  const feed = useQuery({
    queryKey: feedKey,
    queryFn: timeApi.calendarFeed,
    retry: false,
    enabled: isShown,
  });
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
    const url = await regenerate.send(timeApi.regenerateCalendarFeed);
    if (url === undefined) return;
    queryClient.setQueryData(feedKey, url);
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
      {isShown && feed.isPending && <p role="status">{t('calendarFeed.loading')}</p>}
      {feed.isError && (
        <p role="alert">
          {t('calendarFeed.loadFailed')}{' '}
          <button type="button" className="button" onClick={() => void feed.refetch()}>
            {t('calendarFeed.retry')}
          </button>
        </p>
      )}
      {feed.data !== undefined && (
        <div className={styles.form}>
          <div className={styles.field}>
            <label htmlFor={`${id}-url`} className={styles.label}>
              {t('calendarFeed.label')}
            </label>
            <input
              id={`${id}-url`}
              className={styles.input}
              readOnly
              value={feed.data}
              onFocus={(event) => event.target.select()}
            />
            <p className={styles.hint}>{t('calendarFeed.secret')}</p>
          </div>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={() => void handleCopy(feed.data)}>
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
