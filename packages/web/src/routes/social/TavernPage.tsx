// /groups/tavern: the Tavern's chat, open to every player.
import { useTranslation } from 'react-i18next';
import { TAVERN_ID } from '@questlog/core';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { ChatPanel } from './chat/ChatPanel.tsx';
import styles from './Social.module.css';
import { GuildsNav } from './GuildsNav.tsx';

export function TavernPage() {
  const { t } = useTranslation('social');
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <GuildsNav />
      <p>{t('guilds.tavernIntro')}</p>
      <ChatPanel groupId={TAVERN_ID} />
    </div>
  );
}
