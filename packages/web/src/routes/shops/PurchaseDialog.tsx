// Each purchase is confirmed with its price in the right currency first.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';
import { ItemPicture } from './ItemPicture.tsx';
import { Price } from './Price.tsx';
import styles from './Shops.module.css';
import type { Offer } from './shopOffers.ts';

interface PurchaseDialogProps {
  offer: Offer;
  isSending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function PurchaseDialog({ offer, isSending, onConfirm, onClose }: PurchaseDialogProps) {
  const { t } = useTranslation('shops');
  return (
    <Modal title={t('confirm.title')} onClose={onClose}>
      <div className={styles.confirm}>
        <ItemPicture kind={offer.picture.kind} itemKey={offer.picture.key} size={64} />
        <p>{t('confirm.question', { name: offer.name })}</p>
        <p>
          {t('confirm.price')} <Price amount={offer.price} currency={offer.currency} />
        </p>
        {offer.notes && <p className={styles.notes}>{offer.notes}</p>}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onConfirm} disabled={isSending}>
          {t('confirm.buy')}
        </button>
        <button className={styles.button} type="button" onClick={onClose} disabled={isSending}>
          {t('confirm.cancel')}
        </button>
      </div>
    </Modal>
  );
}
