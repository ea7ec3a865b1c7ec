// The food the player holds. Tap (or press) a food to pick it, then tap a pet to feed it — the
// way that works on touch; with a mouse a food can also be dragged onto a pet (issue 19.6).
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { ItemPicture } from '../shops/ItemPicture.tsx';
import shopStyles from '../shops/Shops.module.css';
import { textOf } from '../shops/shopOffers.ts';
import styles from './Stable.module.css';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

export const FOOD_DRAG_TYPE = 'application/x-questlog-food';

export function FoodShelf({
  player,
  picked,
  onPick,
}: {
  player: PlayerState;
  picked: string | null;
  onPick: (food: string | null) => void;
}) {
  const { t } = useTranslation('inventory');
  useCatalogueText();
  const foods = Object.entries(player.items.food).filter(([, count]) => count > 0);
  if (foods.length === 0) return null;
  return (
    <section className={shopStyles.section} aria-label={t('stable.foodShelf')}>
      <h2 className={shopStyles.heading}>{t('stable.foodShelf')}</h2>
      <p className={shopStyles.notes}>{t('stable.dragHint')}</p>
      <ul className={styles.foods} aria-label={t('stable.foodShelf')}>
        {foods.map(([key, count]) => (
          <li
            key={key}
            draggable
            onDragStart={(event) => event.dataTransfer.setData(FOOD_DRAG_TYPE, key)}
          >
            <button
              type="button"
              className={styles.food}
              aria-pressed={picked === key}
              onClick={() => onPick(picked === key ? null : key)}
            >
              <ItemPicture kind="food" itemKey={key} size={32} />
              {t('stable.withCount', { name: textOf('food', key).text, count })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
