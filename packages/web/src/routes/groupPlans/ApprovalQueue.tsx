// The managers' approval queue (GET /approvals/group/:groupId): each member's request to complete a
// task that requires approval, approved or sent back ("needs work").
import { useTranslation } from 'react-i18next';
import type { ChallengeMember } from '../../api/challengeTypes.ts';
import { groupPlansApi } from '../../api/groupPlansApi.ts';
import styles from '../challenges/Challenges.module.css';
import { LoadState } from '../social/LoadState.tsx';
import socialStyles from '../social/Social.module.css';
import { useApprovals } from './groupPlanReads.ts';
import { nameIn } from './memberNames.ts';
import { useBoardAction } from './useBoardAction.ts';

export function ApprovalQueue({
  groupId,
  members,
}: {
  groupId: string;
  members: ChallengeMember[];
}) {
  const { t } = useTranslation('groupPlans');
  const query = useApprovals(groupId, true);
  const action = useBoardAction(groupId);
  const requests = query.data;
  return (
    <section className={socialStyles.section} aria-labelledby="plan-approvals">
      <h3 id="plan-approvals" className={socialStyles.heading}>
        {t('approvals.title')}
      </h3>
      {!requests ? (
        <LoadState
          isError={query.isError}
          failedText={t('approvals.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : requests.length === 0 ? (
        <p>{t('approvals.none')}</p>
      ) : (
        <ul className={styles.rows} aria-label={t('approvals.title')}>
          {requests.map((request) => {
            const userId = request.userId ?? '';
            const name = nameIn(members, request, userId);
            return (
              <li key={`${request._id}-${userId}`} className={styles.row}>
                <p className={styles.rowText}>
                  {t('approvals.request', { name, text: request.text })}
                </p>
                <div className={socialStyles.actions}>
                  <button
                    type="button"
                    className="button"
                    disabled={action.isSending}
                    aria-label={t('approvals.approveNamed', { name, text: request.text })}
                    onClick={() =>
                      void action.run(() => groupPlansApi.approve(request._id, userId))
                    }
                  >
                    {t('approvals.approve')}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={action.isSending}
                    aria-label={t('approvals.needsWorkNamed', { name, text: request.text })}
                    onClick={() =>
                      void action.run(() => groupPlansApi.needsWork(request._id, userId))
                    }
                  >
                    {t('approvals.needsWork')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
