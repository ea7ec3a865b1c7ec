import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { hasPermission } from '../routes/access.ts';
import { currentTitle } from '../routes/routeHandle.ts';
import { isSessionConfirmed, useSessionStore } from '../store/sessionStore.ts';
import styles from './Header.module.css';

// The logged-in areas; each link opens the area's first screen and stays current on every
// screen of the area (`within`): Inventory on the Stable, Guilds on the Tavern, and so on.
const areas = [
  { key: 'tasks', to: '/', within: [] },
  { key: 'calendar', to: '/calendar', within: ['/calendar'] },
  { key: 'inventory', to: '/inventory/items', within: ['/inventory'] },
  { key: 'shops', to: '/shops/market', within: ['/shops'] },
  { key: 'party', to: '/party', within: ['/party', '/looking-for-party'] },
  { key: 'guilds', to: '/groups/myGuilds', within: ['/groups'] },
  { key: 'challenges', to: '/challenges/myChallenges', within: ['/challenges'] },
  { key: 'groupPlans', to: '/group-plans', within: ['/group-plans'] },
  { key: 'messages', to: '/private-messages', within: ['/private-messages'] },
  { key: 'settings', to: '/user/settings/general', within: ['/user/settings'] },
] as const;
// The admin area opens for userSupport or accessControl (fullAccess passes both).
const adminArea = { key: 'admin', to: '/admin', within: ['/admin'] } as const;

type Area = (typeof areas)[number] | typeof adminArea;

/** `page` on the area's first screen, `true` on its other screens (Tasks has only the one). */
function currentness(area: Area, pathname: string): 'page' | 'true' | undefined {
  if (pathname === area.to) return 'page';
  const inArea = area.within.some(
    (prefix) => pathname.startsWith(`${prefix}/`) || pathname === prefix,
  );
  return inArea ? 'true' : undefined;
}

/** The areas as a row of links; on a phone one row with a Menu button that opens them all
 * (issue 19.7: three wrapped rows of links took the top of the screen). */
export function MainNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listId = useId();
  // The path the phone menu was opened on: a link followed, or the back button, folds it away.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  // the server's permissions, never a kept copy's (a returning visit painted from the cache)
  const user = useSessionStore((state) => (isSessionConfirmed(state) ? state.user : null));
  const isStaff = hasPermission(user, 'userSupport') || hasPermission(user, 'accessControl');
  const shown = isStaff ? [...areas, adminArea] : areas;
  const currentArea = shown.find((area) => currentness(area, pathname));
  // Outside the areas (the halls, the help pages) the row names the page's section instead.
  const { section } = currentTitle(useMatches());
  const currentName = currentArea
    ? t(`nav.${currentArea.key}`)
    : section && t(section, { ns: 'titles' });

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !isOpen) return;
    setOpenOn(null);
    document.getElementById(`${listId}-button`)?.focus();
  }

  return (
    <nav aria-label={t('nav.label')} className={styles.nav} onKeyDown={closeOnEscape}>
      <div className={styles.menuRow}>
        <button
          type="button"
          id={`${listId}-button`}
          className={styles.menuButton}
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setOpenOn(isOpen ? null : pathname)}
        >
          <span aria-hidden="true" className={styles.menuIcon} />
          {t('nav.menu')}
        </button>
        {currentName && <span className={styles.menuCurrent}>{currentName}</span>}
      </div>
      <ul id={listId} className={styles.navList} data-open={isOpen}>
        {shown.map((area) => (
          <li key={area.key}>
            <Link
              to={area.to}
              className={styles.navLink}
              aria-current={currentness(area, pathname)}
            >
              {t(`nav.${area.key}`)}
            </Link>
          </li>
        ))}
        <li className={styles.phoneOnly}>
          <Link to="/logout" className={styles.navLink}>
            {t('nav.logOut')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
