// The frame of the three inventory pages: title, links between them, then the page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { SectionNav } from '../../components/SectionNav.tsx';
import styles from '../shops/Shops.module.css';
import { PlayerGate } from '../shops/PlayerGate.tsx';

const pages = ['items', 'equipment', 'stable'] as const;

export function InventoryLayout({ children }: { children: (player: PlayerState) => ReactNode }) {
  const titles = useTranslation('titles').t;
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <SectionNav
        label={titles('inventory')}
        links={pages.map((page) => ({ to: `/inventory/${page}`, label: titles(page) }))}
      />
      <PlayerGate>{children}</PlayerGate>
    </div>
  );
}
