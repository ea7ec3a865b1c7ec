import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { pageTitle } from '../routes/pageTitle.ts';
import { currentTitle } from '../routes/routeHandle.ts';

/** Keeps document.title in step with the route's declared title. */
export function useDocumentTitle(): void {
  const { t } = useTranslation('titles');
  const { section, subSection, fullTitle } = currentTitle(useMatches());
  const title = pageTitle(
    {
      section: section && t(section),
      subSection: subSection && t(subSection),
      fullTitle: fullTitle && t(fullTitle),
    },
    t('productName', { ns: 'common' }),
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
}
