// A challenge's members (GET /challenges/:id/members, 30 at a time): each one's progress on its
// tasks, and, for the leader or a challenge admin, "select as winner"
// (POST /challenges/:id/selectWinner/:winnerId: the prize is paid, the challenge closes and every
// copy breaks).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Challenge, ChallengeMember } from '../../api/challengeTypes.ts';
import { challengesApi } from '../../api/challengesApi.ts';
import { LoadState } from '../social/LoadState.tsx';
import socialStyles from '../social/Social.module.css';
import { ConfirmDialog } from '../party/ConfirmDialog.tsx';
import { MemberProgressDialog } from './MemberProgressDialog.tsx';
import { useChallengeMembers } from './challengeReads.ts';
import { memberNameOf } from './challengeViewer.ts';
import { LoadMore } from './LoadMore.tsx';
import styles from './Challenges.module.css';

interface LeaderboardPanelProps {
  challenge: Challenge;
  canManage: boolean;
  onClosed: (winnerName: string) => Promise<void>;
}

export function LeaderboardPanel({ challenge, canManage, onClosed }: LeaderboardPanelProps) {
  const { t } = useTranslation('challenges');
  const query = useChallengeMembers(challenge._id);
  const [viewing, setViewing] = useState<ChallengeMember | null>(null);
  const [winner, setWinner] = useState<ChallengeMember | null>(null);
  const [isSending, setIsSending] = useState(false);
  const members = query.data?.flat();

  async function handleWinner(member: ChallengeMember) {
    setIsSending(true);
    try {
      await challengesApi.selectWinner(challenge._id, member._id);
      setWinner(null);
      await onClosed(memberNameOf(member));
    } catch {
      // the request layer showed the refusal
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section className={socialStyles.section} aria-labelledby="challenge-members">
      <h2 id="challenge-members" className={socialStyles.heading}>
        {t('members.title')}
      </h2>
      {!members ? (
        <LoadState
          isError={query.isError}
          failedText={t('members.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : members.length === 0 ? (
        <p>{t('members.none')}</p>
      ) : (
        <ul className={styles.rows} aria-label={t('members.title')}>
          {members.map((member) => {
            const name = memberNameOf(member);
            return (
              <li key={member._id} className={styles.row}>
                <p className={styles.rowText}>{name}</p>
                <div className={socialStyles.actions}>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={t('members.progressNamed', { name })}
                    onClick={() => setViewing(member)}
                  >
                    {t('members.progress')}
                  </button>
                  {canManage && (
                    <button
                      type="button"
                      className="button"
                      aria-label={t('members.winnerNamed', { name })}
                      onClick={() => setWinner(member)}
                    >
                      {t('members.winner')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
      {viewing && (
        <MemberProgressDialog
          challengeId={challenge._id}
          member={viewing}
          onClose={() => setViewing(null)}
        />
      )}
      {winner && (
        <ConfirmDialog
          title={t('members.winnerTitle', { name: memberNameOf(winner) })}
          confirmLabel={t('members.winnerConfirm')}
          isBusy={isSending}
          onConfirm={() => void handleWinner(winner)}
          onCancel={() => setWinner(null)}
        >
          <p>
            {t('members.winnerExplain', {
              name: memberNameOf(winner),
              count: challenge.prize,
            })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
