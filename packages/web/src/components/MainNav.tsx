import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './Header.module.css';

// The logged-in areas; each link opens the area's first screen.
const areas = [
  { key: 'tasks', to: '/', end: true },
  { key: 'inventory', to: '/inventory/items', end: false },
  { key: 'shops', to: '/shops/market', end: false },
  { key: 'party', to: '/party', end: false },
  { key: 'guilds', to: '/groups/myGuilds', end: false },
  { key: 'challenges', to: '/challenges/myChallenges', end: false },
  { key: 'groupPlans', to: '/group-plans', end: false },
  { key: 'messages', to: '/private-messages', end: false },
  { key: 'settings', to: '/user/settings/general', end: false },
] as const;

export function MainNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <ul className={styles.navList}>
        {areas.map(({ key, to, end }) => (
          <li key={key}>
            <NavLink to={to} end={end} className={styles.navLink}>
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
