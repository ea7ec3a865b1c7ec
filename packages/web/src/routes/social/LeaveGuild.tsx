// "Leave this guild?" (POST /groups/:id/leave); the guild's challenge tasks are kept.
import { useTranslation } from 'react-i18next';
import type { Guild } from '../../api/socialTypes.ts';
import { Modal } from '../../components/Modal.tsx';
import styles from './Social.module.css';

interface LeaveGuildProps {
  guild: Guild;
  isBusy: boolean;
  onLeave: () => void;
  onCancel: () => void;
}

export function LeaveGuild({ guild, isBusy, onLeave, onCancel }: LeaveGuildProps) {
  const { t } = useTranslation('social');
  return (
    <Modal title={t('guilds.leaveTitle', { name: guild.name })} onClose={onCancel}>
      <p>{t('guilds.leaveExplain')}</p>
      <div className={styles.actions}>
        <button type="button" className="button button-danger" disabled={isBusy} onClick={onLeave}>
          {t('guilds.leaveConfirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </Modal>
  );
}
