import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './Shops.module.css';

const shops = [
  ['market', 'market'],
  ['quests', 'questShop'],
  ['customizations', 'customizations'],
  ['seasonal', 'seasonalShop'],
  ['time', 'timeTravelers'],
] as const;

/** Links between the five shops (seed 000 §2). */
export function ShopsNav() {
  const { t } = useTranslation('titles');
  return (
    <nav aria-label={t('shops')} className={styles.nav}>
      <ul>
        {shops.map(([path, title]) => (
          <li key={path}>
            <NavLink to={`/shops/${path}`}>{t(title)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
