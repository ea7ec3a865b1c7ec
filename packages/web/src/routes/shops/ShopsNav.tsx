import { useTranslation } from 'react-i18next';
import { SectionNav } from '../../components/SectionNav.tsx';

const shops = [
  ['market', 'market'],
  ['quests', 'questShop'],
  ['customizations', 'customizations'],
  ['seasonal', 'seasonalShop'],
  ['time', 'timeTravelers'],
] as const;

/** Links between the five shops. */
export function ShopsNav() {
  const { t } = useTranslation('titles');
  const links = shops.map(([path, title]) => ({ to: `/shops/${path}`, label: t(title) }));
  return <SectionNav label={t('shops')} links={links} />;
}
