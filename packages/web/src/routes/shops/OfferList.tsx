// A titled group of offers, or the empty state when the shop has none of them now.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopItem } from './ShopItem.tsx';
import styles from './Shops.module.css';
import type { Offer } from './shopOffers.ts';
import { usePinnedPaths } from './usePinnedPaths.ts';

interface OfferListProps {
  title: string;
  offers: readonly Offer[];
  onBuy: (offer: Offer) => void;
  /** Smaller tiles, two abreast in a narrow place (the tasks screen's rewards column). */
  isCompact?: boolean;
}

export function OfferList({ title, offers, onBuy, isCompact = false }: OfferListProps) {
  const { t } = useTranslation('shops');
  const headingId = useId();
  const pinned = usePinnedPaths();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {offers.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul
          className={isCompact ? `${styles.grid} ${styles.compactGrid}` : styles.grid}
          aria-label={title}
        >
          {offers.map((offer) => (
            <ShopItem
              key={offer.id}
              offer={offer}
              onBuy={onBuy}
              isPinned={offer.pin ? pinned.has(offer.pin.path) : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
