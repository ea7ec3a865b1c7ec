// The loading and error states shared by the shop and inventory pages.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '@questlog/core';
import { usePlayerLoad } from './usePlayerState.ts';

export function PlayerGate({ children }: { children: (player: PlayerState) => ReactNode }) {
  const { t } = useTranslation('shops');
  const load = usePlayerLoad();
  if (load.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (load.status === 'unreadable') return <p role="alert">{t('unreadable')}</p>;
  return children(load.player);
}
