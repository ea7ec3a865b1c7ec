// The frame of the three inventory pages: title, links between them, then the page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { PlayerState } from '@questlog/core';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import styles from '../shops/Shops.module.css';
import { PlayerGate } from '../shops/PlayerGate.tsx';

const pages = ['items', 'equipment', 'stable'] as const;

export function InventoryLayout({ children }: { children: (player: PlayerState) => ReactNode }) {
  const titles = useTranslation('titles').t;
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <nav aria-label={titles('inventory')} className={styles.nav}>
        <ul>
          {pages.map((page) => (
            <li key={page}>
              <NavLink to={`/inventory/${page}`}>{titles(page)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <PlayerGate>{children}</PlayerGate>
    </div>
  );
}
