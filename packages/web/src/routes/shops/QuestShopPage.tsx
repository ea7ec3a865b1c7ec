// The quest shop: scrolls by category, for gold or gems; a locked scroll names what it waits for (a
// level or the previous quest).
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { userPartyOf } from '../../api/partyTypes.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { OwnedScrolls, useOwnedScrolls } from '../party/quest/OwnedScrolls.tsx';
import styles from './Shops.module.css';
import { OfferList } from './OfferList.tsx';
import { bundleOffers, questOffersByCategory } from './questOffers.ts';
import { ShopLayout } from './ShopLayout.tsx';
import { usePurchase } from './usePurchase.tsx';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

/** Owned scrolls with "Invite party", for a player in a party. */
function PartyScrolls() {
  const { t } = useTranslation('party');
  useCatalogueText();
  const isInParty = useSessionStore((state) => userPartyOf(state.user).partyId !== null);
  const hasScrolls = useOwnedScrolls().length > 0;
  if (!isInParty || !hasScrolls) return null;
  return (
    <section className={styles.section} aria-labelledby="party-scrolls">
      <h2 id="party-scrolls" className={styles.heading}>
        {t('quest.yourScrolls')}
      </h2>
      <OwnedScrolls title={t('quest.yourScrolls')} />
    </section>
  );
}

function QuestShop({ player }: { player: PlayerState }) {
  const { t } = useTranslation('shops');
  useCatalogueText();
  const { ask, dialog } = usePurchase();
  return (
    <>
      <PartyScrolls />
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
