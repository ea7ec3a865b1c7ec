// The frame of the three inventory pages: title, links between them, then the page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { PlayerState } from '@questlog/core';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import styles from '../shops/Shops.module.css';
import { usePlayerState } from '../shops/usePlayerState.ts';

const pages = ['items', 'equipment', 'stable'] as const;

export function InventoryLayout({ children }: { children: (player: PlayerState) => ReactNode }) {
  const { t } = useTranslation('inventory');
  const titles = useTranslation('titles').t;
  const player = usePlayerState();
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
      {player ? children(player) : <p role="status">{t('loading')}</p>}
    </div>
  );
}
