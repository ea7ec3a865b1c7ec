// The Market (seed 000 §2 /shops/market): the pinned items (the rewards column, which always
// holds the health potion and the armoire), the class gear by tier for gold, eggs, potions and
// food for gems, and selling.
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { OfferList } from './OfferList.tsx';
import { PinnedRewards } from './PinnedRewards.tsx';
import { SellList } from './SellList.tsx';
import { ShopLayout } from './ShopLayout.tsx';
import { marketGearByTier, stableOffers } from './shopOffers.ts';
import { usePurchase } from './usePurchase.tsx';

function Market({ player }: { player: PlayerState }) {
  const { t } = useTranslation('shops');
  const { ask, dialog } = usePurchase();
  const now = new Date();
  const { eggOffers, potionOffers, foodOffers } = stableOffers(player, now);
  return (
    <>
      <PinnedRewards />
      {marketGearByTier(player, now).map(([tier, offers]) => (
        <OfferList
          key={tier}
          title={t('market.gearTier', { tier, className: t(`class.${player.stats.class}`) })}
          offers={offers}
          onBuy={ask}
        />
      ))}
      <OfferList title={t('market.eggs')} offers={eggOffers} onBuy={ask} />
      <OfferList title={t('market.potions')} offers={potionOffers} onBuy={ask} />
      <OfferList title={t('market.food')} offers={foodOffers} onBuy={ask} />
      <SellList player={player} />
      {dialog}
    </>
  );
}

export function MarketPage() {
  return <ShopLayout>{(player) => <Market player={player} />}</ShopLayout>;
}
