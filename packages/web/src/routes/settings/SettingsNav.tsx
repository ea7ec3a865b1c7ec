import { useTranslation } from 'react-i18next';
import { SectionNav } from '../../components/SectionNav.tsx';
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

/** Links between the settings pages built so far; transactions is for userSupport. */
export function SettingsNav() {
  const { t } = useTranslation('titles');
  const user = useSessionStore((state) => state.user);
  const shown = hasPermission(user, 'userSupport') ? [...pages, 'transactions' as const] : pages;
  const links = shown.map((page) => ({
    to: `/user/settings/${page}`,
    label: t(page in titles ? titles[page as keyof typeof titles] : (page as 'general')),
  }));
  return <SectionNav label={t('settings')} links={links} />;
}
