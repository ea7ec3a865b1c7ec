// The pinned items as a rewards column. The Market shows it; the tasks screen may mount it too.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferList } from './OfferList.tsx';
import { pinnedOffers } from './pinnedOffers.ts';
import { usePinnedItems } from './usePinnedPaths.ts';
import { usePlayerState } from './usePlayerState.ts';
import { usePurchase } from './usePurchase.tsx';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

/** `isCompact`: two small tiles abreast, for the tasks screen's rewards column. */
export function PinnedRewards({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation('shops');
  // the items' names follow the catalogue's language
  const catalogueVersion = useCatalogueText();
  const player = usePlayerState();
  const pins = usePinnedItems();
  const { ask, dialog } = usePurchase();
  const offers = useMemo(
    () =>
      player
        ? pinnedOffers(player, pins, new Date(), {
            potion: [t('potion.name'), t('potion.notes')],
            armoire: [t('armoire.name'), t('armoire.notes')],
          })
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names read from the catalogue's tables
    [player, pins, t, catalogueVersion],
  );
  return (
    <>
      <OfferList title={t('pinned')} offers={offers} onBuy={ask} isCompact={isCompact} />
      {dialog}
    </>
  );
}
