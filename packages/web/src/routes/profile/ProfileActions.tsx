// What one can do on another player's profile: send them a private message (unless they opted out),
// report the profile to the moderators with an optional comment, and — for a moderator, who alone
// is sent the reports — see and clear the reports.
import type { ApiPublicProfile } from '@questlog/core/api';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/request.ts';
import { useFormRequest } from '../../components/forms/useFormRequest.ts';
import { notify } from '../../components/notifications/notify.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { sendChange, withRead } from '../../store/optimistic.ts';
import { hasPermission } from '../access.ts';
import styles from './Profile.module.css';
import { memberRead, type ProfilePlayer } from './useProfilePlayer.ts';

interface ProfileReport {
  comment?: string;
  source?: string;
  timestamp?: string;
}

function ReportForm({ playerId, onDone }: { playerId: string; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const form = useFormRequest();
  const [comment, setComment] = useState('');

  async function handleReport() {
    const answer = await form.send(() =>
      api.call('POST /members/:memberId/flag', {
        params: { memberId: playerId },
        body: {
          comment: comment.trim(),
          source: 'profile',
        },
      }),
    );
    if (!answer) return;
    notify.success(t('report.done'));
    onDone();
  }

  return (
    <div className={styles.report}>
      <label htmlFor={id}>{t('report.comment')}</label>
      <textarea
        id={id}
        value={comment}
        maxLength={3000}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-danger"
          disabled={form.isSending}
          onClick={() => void handleReport()}
        >
          {t('report.confirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t('report.cancel')}
        </button>
      </div>
    </div>
  );
}

function ModeratorReports({ player }: { player: ProfilePlayer }) {
  const { t } = useTranslation('profile');
  const form = useFormRequest();
  const reports = Object.values(
    (player.profile as { flags?: Record<string, ProfileReport> } | undefined)?.flags ?? {},
  );
  if (reports.length === 0) return <p className={styles.muted}>{t('report.none')}</p>;

  async function handleClear() {
    await form.send(() =>
      sendChange({
        send: () =>
          api.call('POST /members/:memberId/clear-flags', { params: { memberId: player.id } }),
        settle: (state) =>
          withRead<ApiPublicProfile>(state, memberRead(player.id), (shown) => ({
            ...shown,
            profile: { ...shown.profile, flags: {} },
          })),
      }),
    );
  }

  return (
    <section className={styles.report} aria-label={t('report.moderation')}>
      <p>{t('report.count', { count: reports.length })}</p>
      <ul>
        {reports.map((report, index) => (
          <li key={index}>{report.comment || t('report.noComment')}</li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          className="button"
          disabled={form.isSending}
          onClick={() => void handleClear()}
        >
          {t('report.clear')}
        </button>
      </div>
    </section>
  );
}

export function ProfileActions({ player }: { player: ProfilePlayer }) {
  const { t } = useTranslation('profile');
  const [isReporting, setIsReporting] = useState(false);
  const isModerator = useSessionStore((state) => hasPermission(state.user, 'moderator'));
  const isOptedOut = (player.inbox as { optOut?: boolean } | undefined)?.optOut === true;
  return (
    <div className={styles.social}>
      <div className={styles.actions}>
        {isOptedOut ? (
          <span className={styles.muted}>{t('noMessages')}</span>
        ) : (
          <Link to={`/private-messages?uuid=${encodeURIComponent(player.id)}`} className="button">
            {t('sendMessage')}
          </Link>
        )}
        {!isReporting && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setIsReporting(true)}
          >
            {t('report.open')}
          </button>
        )}
      </div>
      {isReporting && <ReportForm playerId={player.id} onDone={() => setIsReporting(false)} />}
      {isModerator && <ModeratorReports player={player} />}
    </div>
  );
}
