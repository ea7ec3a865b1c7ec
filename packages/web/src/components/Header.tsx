import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loadNamespaces, signedInNamespaces } from '../i18n.ts';
import { withRedirectTo } from '../routes/access.ts';
import { signedInParts } from '../routes/lazyPages.tsx';
import { useSessionStore } from '../store/sessionStore.ts';
import styles from './Header.module.css';
import { MainNav } from './MainNav.tsx';

// Signed-in only, and it draws avatars: the login page need not carry the art (issue 19.10), nor
// its text (the signed-in shell's namespaces).
const PartyStrip = lazy(() =>
  Promise.all([import('./party/PartyStrip.tsx'), loadNamespaces(signedInNamespaces)]).then(
    ([module]) => ({ default: module.PartyStrip }),
  ),
);

export function Header() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const isAnonymous = useSessionStore((state) => state.status === 'anonymous');
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={isAnonymous ? '/static/home' : '/'} className={styles.brand}>
          <span className={styles.logo} aria-hidden="true" />
          {t('productName')}
        </Link>
        <div className={styles.account}>
          {isAnonymous ? (
            <>
              <Link to={withRedirectTo('/login', search)} className={styles.accountLink}>
                {t('nav.logIn')}
              </Link>
              <Link to={withRedirectTo('/register', search)} className={styles.accountButton}>
                {t('nav.register')}
              </Link>
            </>
          ) : (
            <>
              <Suspense fallback={null}>
                <PartyStrip />
              </Suspense>
              {/* the bell and its list load with their text when a session starts */}
              <Suspense fallback={null}>
                <signedInParts.notificationsMenu.Element />
              </Suspense>
              {/* on a phone it moves into the main navigation's menu, to leave the bar room */}
              <Link to="/logout" className={`${styles.accountLink} ${styles.wideOnly}`}>
                {t('nav.logOut')}
              </Link>
            </>
          )}
        </div>
      </div>
      {/* in the first script: a late navigation would push the whole page down */}
      {!isAnonymous && <MainNav />}
    </header>
  );
}
