import { useTranslation } from 'react-i18next';
import { SectionNav } from '../../components/SectionNav.tsx';

const screens = [
  ['/groups/myGuilds', 'myGuilds'],
  ['/groups/discovery', 'discovery'],
  ['/groups/tavern', 'tavern'],
] as const;

/** Links between the guild screens: without them the Tavern had no way in. */
export function GuildsNav() {
  const { t } = useTranslation('titles');
  const links = screens.map(([to, title]) => ({ to, label: t(title) }));
  return <SectionNav label={t('guilds')} links={links} />;
}
