import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { hasPermission } from '../routes/access.ts';
import { useSessionStore } from '../store/sessionStore.ts';
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
// seed 000 §2: the admin area opens for userSupport or accessControl (fullAccess passes both).
const adminArea = { key: 'admin', to: '/admin', end: false } as const;

export function MainNav() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const isStaff = hasPermission(user, 'userSupport') || hasPermission(user, 'accessControl');
  const shown = isStaff ? [...areas, adminArea] : areas;
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <ul className={styles.navList}>
        {shown.map(({ key, to, end }) => (
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
