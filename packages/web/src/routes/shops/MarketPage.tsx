// The Market: the pinned items (the rewards column, which always holds the health potion and the
// armoire), the class gear by tier for gold, eggs, potions and food for gems, and selling.
import { useTranslation } from 'react-i18next';
import { GOLD_PER_GEM, goldToGemsLeft, isSubscribed, type PlayerState } from '@questlog/core';
import type { TFunction } from 'i18next';
import { OfferList } from './OfferList.tsx';
import { PinnedRewards } from './PinnedRewards.tsx';
import { SellList } from './SellList.tsx';
import { ShopLayout } from './ShopLayout.tsx';
import { type Offer, marketGearByTier, stableOffers } from './shopOffers.ts';
import { usePurchase } from './usePurchase.tsx';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

/** Subscribers buy gems with gold, up to the month's cap. */
function gemForGoldOffers(player: PlayerState, now: Date, t: TFunction<'shops'>): Offer[] {
  if (!isSubscribed(player.purchased.plan, now)) return [];
  const left = Math.max(0, goldToGemsLeft(player));
  return [
    {
      id: 'gem-for-gold',
      name: t('market.gem'),
      picture: { kind: 'currency', key: 'gems' },
      price: GOLD_PER_GEM,
      currency: 'gold',
      action: { kind: 'purchase', type: 'gems', key: 'gem' },
      ...(left === 0 ? { lockedBy: { key: 'notAvailable' as const } } : {}),
    },
  ];
}

function Market({ player }: { player: PlayerState }) {
  const { t } = useTranslation('shops');
  useCatalogueText();
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
      {isSubscribed(player.purchased.plan, now) && (
        <>
          <OfferList
            title={t('market.gemsForGold')}
            offers={gemForGoldOffers(player, now, t)}
            onBuy={ask}
          />
          <p>{t('market.gemsLeft', { count: Math.max(0, goldToGemsLeft(player)) })}</p>
        </>
      )}
      <SellList player={player} />
      {dialog}
    </>
  );
}

export function MarketPage() {
  return <ShopLayout>{(player) => <Market player={player} />}</ShopLayout>;
}
