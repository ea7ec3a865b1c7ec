import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { leaveAfterLogout } from '../../store/logout.ts';
import { useSessionStore } from '../../store/sessionStore.ts';

// Logout clears local and session storage, then goes to /logout-server.
export function LogoutPage() {
  const { t } = useTranslation('pages');
  const logOut = useSessionStore((state) => state.logOut);
  const [searchParams] = useSearchParams();
  const redirectToLogin = searchParams.get('redirectToLogin') === 'true';
  useEffect(() => {
    logOut();
    leaveAfterLogout(redirectToLogin);
  }, [logOut, redirectToLogin]);
  return (
    <>
      <ScreenTitle />
      <p role="status">{t('logout.note')}</p>
    </>
  );
}
