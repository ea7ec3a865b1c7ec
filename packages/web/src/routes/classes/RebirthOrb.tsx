import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';
import { gemsOf, rebirthOffer } from '../../store/classRules.ts';
import { usePlayer } from '../../store/playerStats.ts';
import tasksStyles from '../tasks/Tasks.module.css';
import { rebirthPlayer } from './classActions.ts';

/**
 * The Orb of Rebirth, offered from level 50. 6 gems, or free at level 100 once every 45 days; the
 * confirmation says what goes and what stays.
 */
export function RebirthOrb() {
  const { t } = useTranslation('classes');
  const player = usePlayer();
  const [isOpen, setIsOpen] = useState(false);
  const [isSending, setIsSending] = useState(false);
  if (!player) return null;
  // the clock is read here, at render, never in core
  const offer = rebirthOffer(player, new Date());
  if (!offer.isOffered) return null;
  const have = gemsOf(player);

  async function handleConfirm() {
    setIsSending(true);
    const isDone = await rebirthPlayer();
    setIsSending(false);
    if (isDone) setIsOpen(false);
  }

  return (
    <>
      <button type="button" className={tasksStyles.button} onClick={() => setIsOpen(true)}>
        {t('rebirth.open')}
      </button>
      {isOpen && (
        <Modal title={t('rebirth.title')} onClose={() => setIsOpen(false)}>
          <p>{t('rebirth.intro')}</p>
          <p>{t('rebirth.resets')}</p>
          <p>{t('rebirth.keeps')}</p>
          {offer.isFree && <p>{t('rebirth.free')}</p>}
          {!offer.isFree && offer.canAfford && (
            <p>{t('rebirth.price', { gems: offer.gems, have })}</p>
          )}
          {!offer.canAfford && (
            <p role="alert">{t('rebirth.notEnoughGems', { gems: offer.gems, have })}</p>
          )}
          <div className={tasksStyles.dialogActions}>
            <button
              type="button"
              className={tasksStyles.dangerButton}
              disabled={!offer.canAfford || isSending}
              aria-busy={isSending}
              onClick={() => void handleConfirm()}
            >
              {offer.isFree ? t('rebirth.confirmFree') : t('rebirth.confirm', { gems: offer.gems })}
            </button>
            <button type="button" className={tasksStyles.button} onClick={() => setIsOpen(false)}>
              {t('rebirth.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
