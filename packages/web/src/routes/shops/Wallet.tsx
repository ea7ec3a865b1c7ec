// The player's purse: gold, gems and Mystic Hourglasses, and the way to the gems modal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { gemsOf, hourglassesOf } from '../../store/shopRules.ts';
import { GemsModal } from './GemsModal.tsx';
import { Price } from './Price.tsx';
import styles from './Shops.module.css';

export function Wallet({ player }: { player: PlayerState }) {
  const { t } = useTranslation('shops');
  const [isGemsOpen, setIsGemsOpen] = useState(false);
  return (
    <section className={styles.wallet} aria-label={t('wallet')}>
      <Price amount={player.stats.gp} currency="gold" />
      <Price amount={gemsOf(player)} currency="gems" />
      <Price amount={hourglassesOf(player)} currency="hourglasses" />
      <button className={styles.button} type="button" onClick={() => setIsGemsOpen(true)}>
        {t('gems.get')}
      </button>
      {isGemsOpen && <GemsModal onClose={() => setIsGemsOpen(false)} />}
    </section>
  );
}
