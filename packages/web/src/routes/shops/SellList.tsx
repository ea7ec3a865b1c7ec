// Selling eggs, hatching potions and food from the inventory for gold.
import { useTranslation } from 'react-i18next';
import type { CATALOGUE } from '@questlog/core';
import { eggsByKey, foodsByKey, hatchingPotionsByKey, type PlayerState } from '@questlog/core';
import { performShopAction } from '../../store/shopRules.ts';
import { ItemPicture } from './ItemPicture.tsx';
import { Price } from './Price.tsx';
import styles from './Shops.module.css';
import { textOf } from './shopOffers.ts';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

const SELLABLE = [
  ['eggs', 'egg', eggsByKey, 'eggs'],
  ['hatchingPotions', 'potion', hatchingPotionsByKey, 'hatchingPotions'],
  ['food', 'food', foodsByKey, 'food'],
] as const;

export function SellList({ player }: { player: PlayerState }) {
  const { t } = useTranslation('shops');
  useCatalogueText();
  const held = SELLABLE.flatMap(([type, kind, table, family]) =>
    Object.entries(player.items[type])
      .filter(([key, count]) => count > 0 && key !== 'Saddle' && table[key] !== undefined)
      .map(([key, count]) => ({
        type,
        kind,
        key,
        count,
        value: table[key]?.value ?? 0,
        name: textOf(family as keyof typeof CATALOGUE, key).text,
      })),
  );
  return (
    <section className={styles.section} aria-labelledby="sell-heading">
      <h2 id="sell-heading" className={styles.heading}>
        {t('sell.title')}
      </h2>
      {held.length === 0 ? (
        <p className={styles.empty}>{t('sell.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('sell.title')}>
          {held.map((item) => (
            <li key={`${item.type}:${item.key}`} className={styles.item} aria-label={item.name}>
              <ItemPicture kind={item.kind} itemKey={item.key} />
              <span className={styles.itemName}>
                {t('sell.count', { name: item.name, count: item.count })}
              </span>
              <Price amount={item.value} currency="gold" />
              <button
                className={styles.button}
                type="button"
                aria-label={t('sell.one', { name: item.name })}
                onClick={() =>
                  void performShopAction({
                    kind: 'sell',
                    type: item.type,
                    key: item.key,
                    amount: 1,
                  })
                }
              >
                {t('sell.button')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
