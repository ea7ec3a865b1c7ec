// The confirmation before spending gems on an unlock: what is unlocked, for how many gems.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';
import styles from './AvatarEditor.module.css';

export interface UnlockRequest {
  paths: string[];
  gems: number;
  /** The option's name, or the set's name with its size. */
  item: string;
  setSize?: number;
}

interface UnlockConfirmProps {
  request: UnlockRequest;
  gemsHeld: number;
  onConfirm: () => void;
  onCancel: () => void;
}

export function UnlockConfirm({ request, gemsHeld, onConfirm, onCancel }: UnlockConfirmProps) {
  const { t } = useTranslation('avatar');
  const canPay = gemsHeld >= request.gems;
  const question =
    request.setSize === undefined
      ? t('confirmOne', { item: request.item, count: request.gems })
      : t('confirmSet', { set: request.item, size: request.setSize, count: request.gems });
  return (
    <Modal title={t('confirmTitle')} onClose={onCancel}>
      <p>{question}</p>
      {!canPay && <p role="alert">{t('notEnoughGems', { count: request.gems, have: gemsHeld })}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="button" className={styles.button} onClick={onConfirm} disabled={!canPay}>
          {t('confirm')}
        </button>
      </div>
    </Modal>
  );
}
