import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { withRedirectTo } from '../access.ts';

// The sign-in form arrives with the accounts work. Once it stores credentials, the
// anonymous-only rule sends the visitor on to redirectTo (or tasks).
export function LoginPage() {
  const { t } = useTranslation('pages');
  const { search } = useLocation();
  return (
    <>
      <ScreenTitle />
      <p>{t('login.note')}</p>
      <p>
        <Link to={withRedirectTo('/register', search)}>{t('login.registerLink')}</Link>
      </p>
    </>
  );
}
