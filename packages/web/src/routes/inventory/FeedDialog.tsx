// Feeding a pet by picking one of the foods the player holds.
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { Modal } from '../../components/Modal.tsx';
import { performShopAction } from '../../store/shopRules.ts';
import { ItemPicture } from '../shops/ItemPicture.tsx';
import styles from '../shops/Shops.module.css';
import { textOf } from '../shops/shopOffers.ts';
import type { StablePet } from './stableView.ts';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

export function FeedDialog({
  player,
  pet,
  onClose,
}: {
  player: PlayerState;
  pet: StablePet;
  onClose: () => void;
}) {
  const { t } = useTranslation('inventory');
  useCatalogueText();
  const foods = Object.entries(player.items.food).filter(([, count]) => count > 0);
  return (
    <Modal title={t('stable.feedTitle', { name: pet.name })} onClose={onClose}>
      {foods.length === 0 ? (
        <p className={styles.empty}>{t('stable.noFood')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('stable.foodList')}>
          {foods.map(([key, count]) => {
            const name = textOf('food', key).text;
            return (
              <li key={key} className={styles.item}>
                <ItemPicture kind="food" itemKey={key} size={32} />
                <button
                  className={styles.button}
                  type="button"
                  onClick={() => {
                    onClose();
                    void performShopAction({ kind: 'feed', pet: pet.key, food: key });
                  }}
                >
                  {t('stable.give', { name, count })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
