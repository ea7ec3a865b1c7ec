import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import type { AvatarLook } from '../../components/avatar/avatarLayers.ts';
import { Celebration } from '../../components/celebration/Celebration.tsx';
import { Modal } from '../../components/Modal.tsx';
import { usePlayer } from '../../store/playerStats.ts';
import { closeLevelUp } from '../../store/tasksScoring.ts';
import { useTasksStore } from '../../store/tasksStore.ts';
import styles from './LevelUpDialog.module.css';

/** A level reached is celebrated: the player's avatar pops up amid rays and confetti. */
export function LevelUpDialog() {
  const { t } = useTranslation('tasks');
  const level = useTasksStore((state) => state.levelReached);
  const player = usePlayer();
  if (level === null) return null;
  const name = player?.profile?.name ?? player?.auth?.local?.username ?? '';
  return (
    <Modal title={t('levelUp.title')} onClose={closeLevelUp}>
      <Celebration>
        {player && <Avatar look={player as AvatarLook} name={name} width={150} />}
        <span className={styles.badge}>{t('levelUp.badge', { level })}</span>
      </Celebration>
      <p className={styles.text}>{t('levelUp.text', { level })}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={closeLevelUp}>
          {t('levelUp.close')}
        </button>
      </div>
    </Modal>
  );
}
