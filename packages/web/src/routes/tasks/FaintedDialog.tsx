import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';
import { useIsCheckInPending } from '../../store/checkIn.ts';
import { usePlayer } from '../../store/playerStats.ts';
import { revivePlayer } from '../../store/reviving.ts';
import { isFainted } from '../../store/tasksRules.ts';
import styles from './Tasks.module.css';

/**
 * While health is 0 (after a score that answered `_tmp.died`, or on load) the player can only
 * revive, so this dialog cannot be dismissed. It waits for the check-in.
 */
export function FaintedDialog() {
  const { t } = useTranslation('tasks');
  const player = usePlayer();
  const [isReviving, setIsReviving] = useState(false);
  // the day boundary's check-in comes first: its damage may be what made the player faint
  const isCheckInPending = useIsCheckInPending();
  if (!isFainted(player?.stats) || isCheckInPending) return null;

  async function handleRevive() {
    setIsReviving(true);
    await revivePlayer();
    setIsReviving(false);
  }

  return (
    <Modal title={t('fainted.title')}>
      <p>{t('fainted.text')}</p>
      <p>{t('fainted.penalty')}</p>
      <button
        type="button"
        className={styles.button}
        disabled={isReviving}
        onClick={() => void handleRevive()}
      >
        {t('fainted.revive')}
      </button>
    </Modal>
  );
}
