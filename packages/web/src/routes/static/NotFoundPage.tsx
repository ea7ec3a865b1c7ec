import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <ScreenTitle />
      <p>{t('notFound.explanation')}</p>
      <p>
        <Link to="/static/home">{t('notFound.homeLink')}</Link>
      </p>
    </>
  );
}
