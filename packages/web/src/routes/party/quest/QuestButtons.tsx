// The quest actions as buttons; each refreshes the party and the user after.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partyApi, type QuestAction } from '../../../api/partyApi.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import styles from '../Party.module.css';
import { usePartyAction } from '../usePartyAction.ts';

const LABELS = {
  accept: 'quest.accept',
  reject: 'quest.reject',
  'force-start': 'quest.forceStart',
  cancel: 'quest.cancel',
  abort: 'quest.abort',
  leave: 'quest.leave',
} as const;

/** Abort and cancel end the quest for everyone: they ask first. */
const CONFIRMED = new Set<QuestAction>(['abort', 'cancel']);

export function QuestButtons({ actions }: { actions: QuestAction[] }) {
  const { t } = useTranslation('party');
  const [confirming, setConfirming] = useState<QuestAction | null>(null);
  const action = usePartyAction();
  if (actions.length === 0) return null;

  async function handle(questAction: QuestAction) {
    await action.run(() => partyApi.questAction(questAction));
    setConfirming(null);
  }

  return (
    <div className={styles.actions}>
      {actions.map((questAction) => (
        <button
          key={questAction}
          type="button"
          className={
            questAction === 'accept' || questAction === 'force-start'
              ? 'button'
              : 'button button-secondary'
          }
          disabled={action.isSending}
          onClick={() =>
            CONFIRMED.has(questAction) ? setConfirming(questAction) : void handle(questAction)
          }
        >
          {t(LABELS[questAction])}
        </button>
      ))}
      {confirming && (
        <ConfirmDialog
          title={t(confirming === 'abort' ? 'quest.abortTitle' : 'quest.cancelTitle')}
          confirmLabel={t(LABELS[confirming])}
          isBusy={action.isSending}
          onConfirm={() => void handle(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{t(confirming === 'abort' ? 'quest.abortText' : 'quest.cancelText')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
