// Items: eggs, hatching potions, food, quest scrolls and special items with their counts; eggs,
// potions and food can be sold for gold.
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { userPartyOf } from '../../api/partyTypes.ts';
import { InvitePartyButton } from '../party/quest/OwnedScrolls.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import type { SpriteKind } from '../../sprites/spriteArt.tsx';
import { performShopAction } from '../../store/shopRules.ts';
import { ItemPicture } from '../shops/ItemPicture.tsx';
import styles from '../shops/Shops.module.css';
import { textOf } from '../shops/shopOffers.ts';
import { InventoryLayout } from './InventoryLayout.tsx';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

type Family = 'eggs' | 'hatchingPotions' | 'food' | 'quests' | 'special';

const FAMILIES: readonly [Family, SpriteKind, sellable: boolean][] = [
  ['eggs', 'egg', true],
  ['hatchingPotions', 'potion', true],
  ['food', 'food', true],
  ['quests', 'quest', false],
  ['special', 'special', false],
];

function ItemGroup({
  player,
  family,
  kind,
  isSellable,
}: {
  player: PlayerState;
  family: Family;
  kind: SpriteKind;
  isSellable: boolean;
}) {
  const { t } = useTranslation('inventory');
  useCatalogueText();
  // an owned scroll invites the party to its quest (the leader starts the invitation)
  const isInParty = useSessionStore((state) => userPartyOf(state.user).partyId !== null);
  const held = Object.entries(player.items[family]).filter(([, count]) => count > 0);
  const title = t(`items.${family}`);
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {held.length === 0 ? (
        <p className={styles.empty}>{t('items.none')}</p>
      ) : (
        <ul className={styles.grid} aria-label={title}>
          {held.map(([key, count]) => {
            const name = textOf(
              family === 'hatchingPotions' ? 'hatchingPotions' : family,
              key,
            ).text;
            return (
              <li key={key} className={styles.item} aria-label={name}>
                <ItemPicture kind={kind} itemKey={key} />
                <span className={styles.itemName}>{name}</span>
                <span>{t('items.count', { count })}</span>
                {isSellable && key !== 'Saddle' && (
                  <button
                    className={styles.button}
                    type="button"
                    aria-label={t('items.sell', { name })}
                    onClick={() =>
                      void performShopAction({ kind: 'sell', type: family, key, amount: 1 })
                    }
                  >
                    {t('items.sellButton')}
                  </button>
                )}
                {family === 'quests' && isInParty && <InvitePartyButton questKey={key} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Subscribers' monthly mystery items wait here until opened. */
function MysteryItems({ player }: { player: PlayerState }) {
  const { t } = useTranslation('inventory');
  useCatalogueText();
  const count = player.purchased.plan.mysteryItems.length;
  if (count === 0) return null;
  return (
    <section className={styles.section} aria-label={t('items.mystery')}>
      <h2 className={styles.heading}>{t('items.mystery')}</h2>
      <p>{t('items.mysteryWaiting', { count })}</p>
      <button
        className={styles.button}
        type="button"
        onClick={() => void performShopAction({ kind: 'openMysteryItem' })}
      >
        {t('items.openMystery')}
      </button>
    </section>
  );
}

export function ItemsPage() {
  return (
    <InventoryLayout>
      {(player) => (
        <>
          <MysteryItems player={player} />
          {FAMILIES.map(([family, kind, isSellable]) => (
            <ItemGroup
              key={family}
              player={player}
              family={family}
              kind={kind}
              isSellable={isSellable}
            />
          ))}
        </>
      )}
    </InventoryLayout>
  );
}
