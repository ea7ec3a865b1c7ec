// The quest shop (seed 000 §2 /shops/quests): scrolls by category, for gold or gems; a locked
// scroll names what it waits for (a level or the previous quest).
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { OfferList } from './OfferList.tsx';
import { bundleOffers, questOffersByCategory } from './questOffers.ts';
import { ShopLayout } from './ShopLayout.tsx';
import { usePurchase } from './usePurchase.tsx';

function QuestShop({ player }: { player: PlayerState }) {
  const { t } = useTranslation('shops');
  const { ask, dialog } = usePurchase();
  return (
    <>
      {questOffersByCategory(player, new Date()).map(([category, offers]) => (
        <OfferList key={category} title={t(`quests.${category}`)} offers={offers} onBuy={ask} />
      ))}
      <OfferList title={t('quests.bundles')} offers={bundleOffers()} onBuy={ask} />
      {dialog}
    </>
  );
}

export function QuestShopPage() {
  return <ShopLayout>{(player) => <QuestShop player={player} />}</ShopLayout>;
}
