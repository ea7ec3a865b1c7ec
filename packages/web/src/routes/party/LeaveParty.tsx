// Leave the party (POST /groups/:id/leave) choosing to keep or remove the party's challenge tasks;
// refusals (the quest owner, an active quest) come back as the server's message.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partyApi, type KeepTasks } from '../../api/partyApi.ts';
import { Modal } from '../../components/Modal.tsx';
import formStyles from '../../components/forms/Form.module.css';
import styles from './Party.module.css';
import { usePartyAction } from './usePartyAction.ts';

export function LeaveParty({ partyId }: { partyId: string }) {
  const { t } = useTranslation('party');
  const [isOpen, setIsOpen] = useState(false);
  const [keep, setKeep] = useState<KeepTasks>('keep-all');
  const action = usePartyAction();

  async function handleLeave() {
    if (await action.run(() => partyApi.leave(partyId, keep))) setIsOpen(false);
  }

  return (
    <section className={styles.section} aria-labelledby="party-leave">
      <h2 id="party-leave" className={styles.heading}>
        {t('leave.title')}
      </h2>
      <div>
        <button type="button" className="button button-danger" onClick={() => setIsOpen(true)}>
          {t('leave.open')}
        </button>
      </div>
      {isOpen && (
        <Modal title={t('leave.title')} onClose={() => setIsOpen(false)}>
          <fieldset className={styles.choices}>
            <legend>{t('leave.keepLegend')}</legend>
            {(['keep-all', 'remove-all'] as const).map((choice) => (
              <label key={choice} className={formStyles.checkbox}>
                <input
                  type="radio"
                  name="keep"
                  value={choice}
                  checked={keep === choice}
                  onChange={() => setKeep(choice)}
                />
                {t(`leave.${choice}`)}
              </label>
            ))}
          </fieldset>
          {action.failure?.body?.message && (
            <p className={formStyles.error} role="alert">
              {action.failure.body.message}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-danger"
              disabled={action.isSending}
              onClick={() => void handleLeave()}
            >
              {t('leave.confirm')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setIsOpen(false)}
            >
              {t('cancel')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
