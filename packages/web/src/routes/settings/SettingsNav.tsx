import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const pages = ['general', 'siteData', 'notifications'] as const;

/** Links between the settings pages built so far. */
export function SettingsNav() {
  const { t } = useTranslation('titles');
  return (
    <nav aria-label={t('settings')}>
      <ul>
        {pages.map((page) => (
          <li key={page}>
            <NavLink to={`/user/settings/${page}`}>{t(page)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
