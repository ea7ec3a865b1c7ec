// /challenges/:challengeId: the challenge, join or leave, its tasks, the leaderboard of its
// members, and for its leader (or a challenge admin) clone, select a winner and delete. Anyone who
// sees it may export the members' progress and report it.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Challenge } from '../../api/challengeTypes.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import { ConfirmDialog } from '../party/ConfirmDialog.tsx';
import { LoadState } from '../social/LoadState.tsx';
import socialStyles from '../social/Social.module.css';
import { CategoryTags, ChallengeFacts } from './ChallengeCard.tsx';
import { LeaveChallengeDialog, ReportChallengeDialog } from './ChallengeDialogs.tsx';
import { ChallengeFormDialog } from './ChallengeFormDialog.tsx';
import { useChallenge } from './challengeReads.ts';
import styles from './Challenges.module.css';
import { ChallengeTasksPanel } from './ChallengeTasksPanel.tsx';
import { viewerOf } from './challengeViewer.ts';
import { LeaderboardPanel } from './LeaderboardPanel.tsx';
import { useChallengeActions } from './useChallengeActions.ts';

function ChallengeView({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('challenges');
  const user = useSessionStore((state) => state.user);
  const viewer = viewerOf(challenge, user);
  const actions = useChallengeActions(challenge);
  const { dialog, setDialog, isSending } = actions;

  return (
    <>
      <section
        className={`${socialStyles.section} ${styles.tight}`}
        aria-labelledby="challenge-name"
      >
        <h2 id="challenge-name" className={socialStyles.heading}>
          {challenge.name}{' '}
          {challenge.official && <span className={styles.badge}>{t('official')}</span>}
        </h2>
        <p className={socialStyles.muted}>{t('detail.shortName', { name: challenge.shortName })}</p>
        {challenge.summary && <p>{challenge.summary}</p>}
        {challenge.description && <p>{challenge.description}</p>}
        <ChallengeFacts challenge={challenge} />
        <CategoryTags challenge={challenge} />
        <div className={socialStyles.actions}>
          {viewer.isMember ? (
            <>
              <span className={socialStyles.member}>{t('detail.joined')}</span>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setDialog('leave')}
              >
                {t('detail.leave')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button"
              disabled={isSending}
              onClick={() => void actions.join()}
            >
              {t('detail.join')}
            </button>
          )}
          {viewer.canManage && (
            <>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setDialog('clone')}
              >
                {t('detail.clone')}
              </button>
              <button
                type="button"
                className="button button-danger"
                onClick={() => setDialog('delete')}
              >
                {t('detail.delete')}
              </button>
            </>
          )}
          <button
            type="button"
            className="button button-secondary"
            disabled={isSending}
            onClick={() => void actions.exportCsv()}
          >
            {t('detail.export')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setDialog('report')}
          >
            {t('detail.report')}
          </button>
        </div>
      </section>
      <ChallengeTasksPanel challengeId={challenge._id} canManage={viewer.canManage} />
      <LeaderboardPanel
        challenge={challenge}
        canManage={viewer.canManage}
        onClosed={actions.closedWithWinner}
      />
      {dialog === 'leave' && (
        <LeaveChallengeDialog
          name={challenge.name}
          isBusy={isSending}
          onLeave={(keep) => void actions.leave(keep)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={t('delete.title', { name: challenge.name })}
          confirmLabel={t('delete.confirm')}
          isBusy={isSending}
          onConfirm={() => void actions.remove()}
          onCancel={() => setDialog(null)}
        >
          <p>{t('delete.explain', { count: challenge.prize })}</p>
        </ConfirmDialog>
      )}
      {dialog === 'report' && (
        <ReportChallengeDialog
          name={challenge.name}
          isBusy={isSending}
          onReport={(comment) => void actions.report(comment)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'clone' && (
        <ChallengeFormDialog source={challenge} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

export function ChallengePage() {
  const { t } = useTranslation('challenges');
  const { challengeId = '' } = useParams();
  const query = useChallenge(challengeId);
  return (
    <div className={socialStyles.page}>
      <ScreenTitle />
      <p>
        <Link to="/challenges/myChallenges" className={socialStyles.link}>
          {t('detail.back')}
        </Link>
      </p>
      {query.data ? (
        <ChallengeView challenge={query.data} />
      ) : (
        <LoadState
          isError={query.isError}
          failedText={t('detail.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      )}
    </div>
  );
}
