// The frame of every shop page: its title, the links between shops, the purse, then the page.
import type { ReactNode } from 'react';
import type { PlayerState } from '@questlog/core';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { ShopsNav } from './ShopsNav.tsx';
import styles from './Shops.module.css';
import { PlayerGate } from './PlayerGate.tsx';
import { Wallet } from './Wallet.tsx';

export function ShopLayout({ children }: { children: (player: PlayerState) => ReactNode }) {
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <ShopsNav />
      <PlayerGate>
        {(player) => (
          <>
            <Wallet player={player} />
            {children(player)}
          </>
        )}
      </PlayerGate>
    </div>
  );
}
