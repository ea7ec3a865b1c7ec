// The frame of every shop page: its title, the links between shops, the purse, then the page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { ShopsNav } from './ShopsNav.tsx';
import styles from './Shops.module.css';
import { usePlayerState } from './usePlayerState.ts';
import { Wallet } from './Wallet.tsx';

export function ShopLayout({ children }: { children: (player: PlayerState) => ReactNode }) {
  const { t } = useTranslation('shops');
  const player = usePlayerState();
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <ShopsNav />
      {player ? (
        <>
          <Wallet player={player} />
          {children(player)}
        </>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </div>
  );
}
