import { Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { decideAccess, isStaticPage } from '../routes/access.ts';
import { legacyHashTarget } from '../routes/legacyHash.ts';
import { signedInParts } from '../routes/lazyPages.tsx';
import { accessRules, paintsFromCache } from '../routes/routeHandle.ts';
import { useSessionStore } from '../store/sessionStore.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LoadErrorScreen } from './LoadErrorScreen.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { NotificationStackView } from './notifications/NotificationStack.tsx';
import { OfflineStatus } from './offline/OfflineStatus.tsx';
import styles from './Shell.module.css';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useStartupNotices } from './useStartupNotices.ts';

/** The root route: the page, and the notification stack over every state of it. */
export function Shell() {
  useStartupNotices();
  const isSignedIn = useSessionStore((state) => state.status !== 'anonymous');
  return (
    <>
      <ShellPage />
      <NotificationStackView />
      <OfflineStatus />
      {isSignedIn && (
        <Suspense fallback={null}>
          <signedInParts.serverNotices.Element />
          <signedInParts.undoNotice.Element />
        </Suspense>
      )}
    </>
  );
}

/** Loads the user, applies the access rules, and frames every page. */
function ShellPage() {
  useDocumentTitle();
  const location = useLocation();
  const matches = useMatches();
  const rules = accessRules(matches);
  // The screen the new session state shows renders in slices a phone can interleave with input
  // and paint (issue 19.10); until it is ready the current one stays, so status, user and load
  // change together.
  const { status, user, userLoad } = useDeferredValue(
    useSessionStore(useShallow(({ status, user, userLoad }) => ({ status, user, userLoad }))),
  );
  const loadUser = useSessionStore((state) => state.loadUser);

  useEffect(() => {
    const isUnconfirmed = status === 'loggedIn' || status === 'fromCache';
    if (isUnconfirmed && userLoad === 'notLoaded') void loadUser();
  }, [status, userLoad, loadUser]);

  const legacyTarget = legacyHashTarget(location.hash);
  if (legacyTarget) return <Navigate to={legacyTarget} replace />;

  const waitScreen =
    userLoad === 'failed' ? <LoadErrorScreen onRetry={() => void loadUser()} /> : <LoadingScreen />;
  // Wait for the user unless the page is static or the visitor anonymous; the tasks screen of a
  // returning player shows the kept game meanwhile (store/outbox/cachedPaint.ts).
  const isWaiting = status === 'loggedIn' || (status === 'fromCache' && !paintsFromCache(matches));
  if (isWaiting && !isStaticPage(rules)) return waitScreen;

  for (const rule of rules) {
    const decision = decideAccess(rule, { status, user }, location);
    if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
    if (decision.kind === 'wait') return waitScreen;
  }

  return <Frame />;
}

function Frame() {
  const { t } = useTranslation();
  const isSignedIn = useSessionStore((state) => state.status !== 'anonymous');
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <Header />
      {isSignedIn && (
        <Suspense fallback={null}>
          <signedInParts.waitingBanners.Element />
          <signedInParts.newsBanner.Element />
        </Suspense>
      )}
      {/* A screen's code loads on its first visit (routes/lazyPages.tsx); the footer comes with
          it, so the screen's arrival does not push a footer already in view down the page. */}
      <Suspense
        fallback={
          <Main>
            <LoadingScreen />
          </Main>
        }
      >
        <Main>
          <Outlet />
        </Main>
        <Footer />
      </Suspense>
    </div>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      {children}
    </main>
  );
}
