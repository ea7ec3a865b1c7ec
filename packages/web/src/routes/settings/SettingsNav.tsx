import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSessionStore } from '../../store/sessionStore.ts';
import { hasPermission } from '../access.ts';

const pages = [
  'general',
  'siteData',
  'notifications',
  'webhooks',
  'promo-code',
  'subscription',
] as const;
const titles = { 'promo-code': 'promoCode' } as const;

/** Links between the settings pages built so far; transactions is for userSupport (seed 000 §2). */
export function SettingsNav() {
  const { t } = useTranslation('titles');
  const user = useSessionStore((state) => state.user);
  const shown = hasPermission(user, 'userSupport') ? [...pages, 'transactions' as const] : pages;
  return (
    <nav aria-label={t('settings')}>
      <ul>
        {shown.map((page) => (
          <li key={page}>
            <NavLink to={`/user/settings/${page}`}>
              {t(page in titles ? titles[page as keyof typeof titles] : (page as 'general'))}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
