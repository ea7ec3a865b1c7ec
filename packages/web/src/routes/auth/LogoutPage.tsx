import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { browser } from '../../browser.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';

export function logoutServerPath(redirectToLogin: boolean): string {
  return redirectToLogin ? '/logout-server?redirectToLogin=true' : '/logout-server';
}

// seed 000 §4: logout clears local and session storage, then goes to /logout-server.
export function LogoutPage() {
  const { t } = useTranslation('pages');
  const logOut = useSessionStore((state) => state.logOut);
  const [searchParams] = useSearchParams();
  const redirectToLogin = searchParams.get('redirectToLogin') === 'true';
  useEffect(() => {
    logOut();
    browser.leaveTo(logoutServerPath(redirectToLogin));
  }, [logOut, redirectToLogin]);
  return (
    <>
      <ScreenTitle />
      <p role="status">{t('logout.note')}</p>
    </>
  );
}
