// The seasonal shop: open while a seasonal gala runs, with that season's items; a "closed" notice
// at any other time.
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { OfferList } from './OfferList.tsx';
import { seasonalShop } from './seasonalOffers.ts';
import { ShopLayout } from './ShopLayout.tsx';
import styles from './Shops.module.css';
import { usePurchase } from './usePurchase.tsx';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

function SeasonalShop({ player, now }: { player: PlayerState; now: Date }) {
  const { t, i18n } = useTranslation('shops');
  useCatalogueText();
  const { ask, dialog } = usePurchase();
  const shop = seasonalShop(player, now);
  if (!shop.isOpen) {
    return (
      <p role="status" className={styles.closed}>
        {t('seasonal.closed')}
      </p>
    );
  }
  const closesAt = shop.closesAt.toLocaleDateString(i18n.language, { dateStyle: 'long' });
  return (
    <>
      <p className={styles.notes}>
        {t('seasonal.open', { season: t(`season.${shop.season}`), date: closesAt })}
      </p>
      <OfferList title={t('seasonal.gear')} offers={shop.gear} onBuy={ask} />
      <OfferList title={t('seasonal.quests')} offers={shop.quests} onBuy={ask} />
      <OfferList title={t('seasonal.spells')} offers={shop.spells} onBuy={ask} />
      {dialog}
    </>
  );
}

/** `now` is for tests; the page reads the clock otherwise. */
export function SeasonalShopPage({ now }: { now?: Date }) {
  return (
    <ShopLayout>{(player) => <SeasonalShop player={player} now={now ?? new Date()} />}</ShopLayout>
  );
}
