import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { withRedirectTo } from '../access.ts';

// The registration form arrives with the accounts work.
export function RegisterPage() {
  const { t } = useTranslation('pages');
  const { search } = useLocation();
  return (
    <>
      <ScreenTitle />
      <p>{t('register.note')}</p>
      <p>
        <Link to={withRedirectTo('/login', search)}>{t('register.loginLink')}</Link>
      </p>
    </>
  );
}
