import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { currentTitle } from '../routes/routeHandle.ts';

/** The page's h1: the most specific part of the route's declared title. */
export function ScreenTitle({ className }: { className?: string }) {
  const { t } = useTranslation('titles');
  const { subSection, section, fullTitle } = currentTitle(useMatches());
  const key = subSection ?? section ?? fullTitle;
  return <h1 className={className}>{key ? t(key) : t('productName', { ns: 'common' })}</h1>;
}
