// Customisations: the monthly background sets with their prices, newest first, unlocked one by one
// for gems; hair, skin and shirts are in the avatar editor.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  backgrounds,
  releasedBackgroundSets,
  releaseMonth,
  type PlayerState,
} from '@questlog/core';
import { OfferList } from './OfferList.tsx';
import { ShopLayout } from './ShopLayout.tsx';
import { textOf, type Offer } from './shopOffers.ts';
import styles from './Shops.module.css';
import { usePurchase } from './usePurchase.tsx';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

/** Months of backgrounds listed at once, newest first; older ones on request. */
const MONTHS_AT_ONCE = 12;

function backgroundOffers(player: PlayerState, setKey: string): Offer[] {
  return backgrounds
    .filter((background) => background.set === setKey)
    .map((background) => ({
      id: `background:${background.key}`,
      name: textOf('backgrounds', background.key).text,
      picture: { kind: 'background', key: background.key },
      price: background.price,
      currency: 'gems',
      action: { kind: 'unlock', path: background.path },
      pin: { type: 'background', path: background.path },
      isOwned: player.purchased.background[background.key] === true,
    }));
}

function Customizations({ player }: { player: PlayerState }) {
  const { t, i18n } = useTranslation('shops');
  useCatalogueText();
  const { ask, dialog } = usePurchase();
  // A month's backgrounds arrive on the 7th at 08:00 UTC
  const { year, month } = releaseMonth('backgrounds', new Date());
  const sets = releasedBackgroundSets(year, month).reverse();
  const [shown, setShown] = useState(MONTHS_AT_ONCE);
  return (
    <>
      <p className={styles.notes}>
        <Link to="/user/avatar">{t('customizations.avatarEditor')}</Link>
      </p>
      {sets.slice(0, shown).map((set) => (
        <OfferList
          key={set.key}
          title={t('customizations.month', {
            month: new Date(Date.UTC(set.year, set.month - 1, 15)).toLocaleDateString(
              i18n.language,
              { month: 'long', year: 'numeric', timeZone: 'UTC' },
            ),
          })}
          offers={backgroundOffers(player, set.key)}
          onBuy={ask}
        />
      ))}
      {shown < sets.length && (
        <button
          className={styles.button}
          type="button"
          onClick={() => setShown(shown + MONTHS_AT_ONCE)}
        >
          {t('customizations.older')}
        </button>
      )}
      {dialog}
    </>
  );
}

export function CustomizationsPage() {
  return <ShopLayout>{(player) => <Customizations player={player} />}</ShopLayout>;
}
