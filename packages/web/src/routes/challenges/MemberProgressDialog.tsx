// One member's progress (GET /challenges/:id/members/:memberId): their copies of the challenge's
// tasks with value, completion and streak.
import { useTranslation } from 'react-i18next';
import type { ChallengeMember } from '../../api/challengeTypes.ts';
import { Modal } from '../../components/Modal.tsx';
import { displayNumber } from '../../format/numberDisplay.ts';
import { LoadState } from '../social/LoadState.tsx';
import socialStyles from '../social/Social.module.css';
import { useMemberProgress } from './challengeReads.ts';
import styles from './Challenges.module.css';
import { memberNameOf } from './challengeViewer.ts';

interface MemberProgressDialogProps {
  challengeId: string;
  member: ChallengeMember;
  onClose: () => void;
}

export function MemberProgressDialog({ challengeId, member, onClose }: MemberProgressDialogProps) {
  const { t } = useTranslation('challenges');
  const query = useMemberProgress(challengeId, member._id);
  const tasks = query.data?.tasks;
  return (
    <Modal title={t('members.progressTitle', { name: memberNameOf(member) })} onClose={onClose}>
      {!tasks ? (
        <LoadState
          isError={query.isError}
          failedText={t('members.progressFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : tasks.length === 0 ? (
        <p>{t('members.noProgress')}</p>
      ) : (
        <ul className={styles.rows}>
          {tasks.map((task) => (
            <li key={task._id} className={styles.row}>
              <p className={styles.rowText}>
                {task.text} <span className={socialStyles.muted}>({t(`types.${task.type}`)})</span>
              </p>
              <p>
                {t('members.value', { value: displayNumber(task.value) })}
                {(task.type === 'daily' || task.type === 'todo') &&
                  ` · ${t(task.completed ? 'members.done' : 'members.notDone')}`}
                {task.type === 'daily' && ` · ${t('members.streak', { count: task.streak ?? 0 })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
