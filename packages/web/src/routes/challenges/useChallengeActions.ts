// The challenge page's calls: join, leave, delete, report, export; the changes go through the one
// optimistic primitive (nothing shown before the answer). Each reads the user and the
// player's tasks again where they change (a join copies the tasks, a leave keeps or removes
// them, a deletion breaks them); the request layer shows refusals. A challenge closed or deleted
// here is not asked for again: its page leaves, and what was cached about it goes with the page.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { challengesApi, type KeepAll } from '../../api/challengesApi.ts';
import type { Challenge } from '../../api/challengeTypes.ts';
import { notify } from '../../components/notifications/notify.ts';
import { sendChange } from '../../store/optimistic.ts';
import { loadTasks } from '../../store/tasksActions.ts';
import { afterChallengeChange, forgetChallenge } from './challengeReads.ts';

export type ChallengeDialog = 'leave' | 'delete' | 'report' | 'clone' | null;

export function useChallengeActions(challenge: Challenge) {
  const { t } = useTranslation('challenges');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<ChallengeDialog>(null);
  const [isSending, setIsSending] = useState(false);

  async function run(call: () => Promise<void>): Promise<boolean> {
    setIsSending(true);
    try {
      await call();
      return true;
    } catch {
      return false;
    } finally {
      setIsSending(false);
    }
  }

  const isGone = useRef(false);
  useEffect(
    () => () => {
      if (isGone.current) forgetChallenge(challenge._id);
    },
    [challenge._id],
  );

  async function refreshAll() {
    const gone = isGone.current ? challenge._id : undefined;
    await Promise.all([afterChallengeChange(gone), loadTasks()]);
  }

  async function leaveClosed() {
    isGone.current = true;
    await refreshAll();
    void navigate('/challenges/myChallenges');
  }

  return {
    dialog,
    setDialog,
    isSending,
    join: () =>
      run(async () => {
        await sendChange({
          name: t('change.join', { name: challenge.name }),
          send: () => challengesApi.join(challenge._id),
          reread: refreshAll,
        });
      }),
    leave: (keep: KeepAll) =>
      run(async () => {
        await sendChange({
          name: t('change.leave', { name: challenge.name }),
          send: () => challengesApi.leave(challenge._id, keep),
        });
        setDialog(null);
        await refreshAll();
      }),
    remove: () =>
      run(async () => {
        await sendChange({
          name: t('change.remove', { name: challenge.name }),
          send: () => challengesApi.remove(challenge._id),
        });
        setDialog(null);
        notify.success(t('delete.done', { name: challenge.name, count: challenge.prize }));
        await leaveClosed();
      }),
    closedWithWinner: async (winnerName: string) => {
      notify.success(t('members.winnerDone', { name: winnerName }));
      await leaveClosed();
    },
    report: (comment: string) =>
      run(async () => {
        await sendChange({ send: () => challengesApi.flag(challenge._id, comment) });
        setDialog(null);
        notify.success(t('report.done'));
      }),
    exportCsv: () =>
      run(async () => {
        const csv = await challengesApi.exportCsv(challenge._id);
        const link = document.createElement('a');
        link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
        link.download = `${challenge._id}.csv`;
        link.click();
        URL.revokeObjectURL(link.href);
      }),
  };
}
