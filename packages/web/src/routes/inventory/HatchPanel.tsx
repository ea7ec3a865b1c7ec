// Hatching by picking an egg and a hatching potion the player holds.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { performShopAction } from '../../store/shopRules.ts';
import styles from '../shops/Shops.module.css';
import { textOf } from '../shops/shopOffers.ts';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

const held = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([key]) => key);

export function HatchPanel({ player }: { player: PlayerState }) {
  const { t } = useTranslation('inventory');
  useCatalogueText();
  const eggs = held(player.items.eggs);
  const potions = held(player.items.hatchingPotions);
  const [egg, setEgg] = useState('');
  const [potion, setPotion] = useState('');
  const chosenEgg = eggs.includes(egg) ? egg : (eggs[0] ?? '');
  const chosenPotion = potions.includes(potion) ? potion : (potions[0] ?? '');
  return (
    <section className={styles.section} aria-label={t('stable.hatchTitle')}>
      <h2 className={styles.heading}>{t('stable.hatchTitle')}</h2>
      {eggs.length === 0 || potions.length === 0 ? (
        <p className={styles.empty}>{t('stable.hatchNeeds')}</p>
      ) : (
        <form
          className={styles.wallet}
          onSubmit={(event) => {
            event.preventDefault();
            void performShopAction({ kind: 'hatch', egg: chosenEgg, potion: chosenPotion });
          }}
        >
          <label>
            {t('stable.egg')}{' '}
            <select
              className={styles.select}
              value={chosenEgg}
              onChange={(event) => setEgg(event.target.value)}
            >
              {eggs.map((key) => (
                <option key={key} value={key}>
                  {t('stable.withCount', {
                    name: textOf('eggs', key).text,
                    count: player.items.eggs[key] ?? 0,
                  })}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('stable.potion')}{' '}
            <select
              className={styles.select}
              value={chosenPotion}
              onChange={(event) => setPotion(event.target.value)}
            >
              {potions.map((key) => (
                <option key={key} value={key}>
                  {t('stable.withCount', {
                    name: textOf('hatchingPotions', key).text,
                    count: player.items.hatchingPotions[key] ?? 0,
                  })}
                </option>
              ))}
            </select>
          </label>
          {/* the panel's one action: a full-size button, easy to hit on a phone */}
          <button type="submit" className="button">
            {t('stable.hatch')}
          </button>
        </form>
      )}
    </section>
  );
}
