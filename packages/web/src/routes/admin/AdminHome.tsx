import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Permission } from '../../api/types.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import { hasPermission } from '../access.ts';

const sections: {
  to: string;
  titleKey: 'adminPanel' | 'adminGroups' | 'blockers';
  needs: Permission;
}[] = [
  { to: '/admin/panel', titleKey: 'adminPanel', needs: 'userSupport' },
  { to: '/admin/groups', titleKey: 'adminGroups', needs: 'groupSupport' },
  { to: '/admin/blockers', titleKey: 'blockers', needs: 'accessControl' },
];

/** The admin area's start: links to the sections this staff member may open. */
export function AdminHome() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  return (
    <>
      <ScreenTitle />
      <nav aria-label={t('admin.sectionsLabel', { ns: 'pages' })}>
        <ul>
          {sections
            .filter(({ needs }) => hasPermission(user, needs))
            .map(({ to, titleKey }) => (
              <li key={to}>
                <Link to={to}>{t(titleKey, { ns: 'titles' })}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}
