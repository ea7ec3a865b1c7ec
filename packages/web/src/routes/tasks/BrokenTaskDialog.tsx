// A challenge copy whose link broke: a deleted challenge task is kept or removed on its own; a
// deleted, closed (with its winner) or left challenge has all its copies kept or removed together.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeepAll, KeepOne } from '../../api/challengesApi.ts';
import { challengeLinkOf } from '../../api/challengeTypes.ts';
import type { Task } from '../../api/tasksTypes.ts';
import { Modal } from '../../components/Modal.tsx';
import { unlinkChallengeTask, unlinkChallengeTasks } from '../../store/challengeLinks.ts';
import styles from './Tasks.module.css';

export function BrokenTaskDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation('challenges');
  const [isSending, setIsSending] = useState(false);
  const link = challengeLinkOf(task);
  const isOneTask = link.broken === 'TASK_DELETED' || link.broken === 'CHALLENGE_TASK_NOT_FOUND';
  const reason = link.broken ?? 'CHALLENGE_DELETED';

  async function run(call: () => Promise<void>) {
    setIsSending(true);
    try {
      await call();
      onClose();
    } catch {
      setIsSending(false); // the request layer showed the refusal; the task is back
    }
  }
  const one = (keep: KeepOne) => () => run(() => unlinkChallengeTask(task._id, keep));
  const all = (keep: KeepAll) => () => run(() => unlinkChallengeTasks(link.id ?? '', keep));
  const choices = isOneTask
    ? [
        { label: 'broken.keepOne' as const, isRemoval: false, choose: one('keep') },
        { label: 'broken.removeOne' as const, isRemoval: true, choose: one('remove') },
      ]
    : [
        { label: 'broken.keepAll' as const, isRemoval: false, choose: all('keep-all') },
        { label: 'broken.removeAll' as const, isRemoval: true, choose: all('remove-all') },
      ];

  return (
    <Modal title={t(`broken.titles.${reason}`)} onClose={onClose}>
      <p>
        {t(`broken.explain.${reason}`, {
          text: task.text,
          name: link.shortName ?? '',
          winner: link.winner ?? '',
        })}
      </p>
      <div className={styles.dialogActions}>
        {choices.map(({ label, isRemoval, choose }) => (
          <button
            key={label}
            type="button"
            className={isRemoval ? styles.dangerButton : styles.primaryButton}
            disabled={isSending}
            onClick={() => void choose()}
          >
            {t(label)}
          </button>
        ))}
      </div>
    </Modal>
  );
}
