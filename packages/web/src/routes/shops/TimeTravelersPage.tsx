// The Time Travelers: Mystic Hourglass items — past mystery sets, the time-travel pets and mounts,
// backgrounds and quests; new sets arrive monthly at 08:00 UTC.
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { OfferList } from './OfferList.tsx';
import { ShopLayout } from './ShopLayout.tsx';
import styles from './Shops.module.css';
import {
  mysterySetOffers,
  timeTravelBackgroundOffers,
  timeTravelQuestOffers,
  timeTravelRelease,
  timeTravelStableOffers,
} from './timeTravelOffers.ts';
import { usePurchase } from './usePurchase.tsx';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

function TimeTravelers({ player }: { player: PlayerState }) {
  const { t, i18n } = useTranslation('shops');
  useCatalogueText();
  const { ask, dialog } = usePurchase();
  const now = new Date();
  const { nextReleaseAt } = timeTravelRelease(now);
  const mysterySets = mysterySetOffers(player, now).map((offer) => ({
    ...offer,
    name: t('time.mysterySet', { key: offer.name }),
  }));
  // a pet and its mount share a name: say which is which
  const stable = timeTravelStableOffers(player).map((offer) => ({
    ...offer,
    name: t(
      offer.action.kind === 'purchaseHourglass' && offer.action.type === 'mounts'
        ? 'time.mount'
        : 'time.pet',
      {
        name: offer.name,
      },
    ),
  }));
  return (
    <>
      <p className={styles.notes}>
        {t('time.nextRelease', {
          date: nextReleaseAt.toLocaleString(i18n.language, {
            dateStyle: 'long',
            timeStyle: 'short',
            timeZone: 'UTC',
          }),
        })}
      </p>
      <OfferList title={t('time.stable')} offers={stable} onBuy={ask} />
      <OfferList title={t('time.mysterySets')} offers={mysterySets} onBuy={ask} />
      <OfferList
        title={t('time.backgrounds')}
        offers={timeTravelBackgroundOffers(player)}
        onBuy={ask}
      />
      <OfferList title={t('time.quests')} offers={timeTravelQuestOffers()} onBuy={ask} />
      {dialog}
    </>
  );
}

export function TimeTravelersPage() {
  return <ShopLayout>{(player) => <TimeTravelers player={player} />}</ShopLayout>;
}
