// Who the player is, at a glance (GET /hall/heroes/:heroId): names, sign-in, standing and
// sanctions. Their party opens in the groups tool for staff allowed there.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Hero } from '../../api/adminApi.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { hasPermission } from '../access.ts';
import styles from './Admin.module.css';
import { GEMS_PER_BALANCE } from './heroDraft.ts';

export function HeroSummary({ hero }: { hero: Hero }) {
  const { t, i18n } = useTranslation('admin');
  const staff = useSessionStore((state) => state.user);
  const date = (value: string | undefined) =>
    value ? new Date(value).toLocaleString(i18n.language) : t('payments.unset');
  const partyId = hero.party._id;
  // A group's page needs groupsSupport.
  const mayOpenGroups = hasPermission(staff, 'groupsSupport');
  const yesNo = (value: boolean | undefined) => (value ? t('user.yes') : t('user.no'));
  const facts: [string, ReactNode][] = [
    [t('user.name'), hero.profile.name ?? ''],
    [t('user.username'), hero.auth.local.username ?? ''],
    [t('user.email'), hero.auth.local.email ?? t('payments.unset')],
    [t('user.id'), <span className={styles.code}>{hero.id}</span>],
    [t('user.level'), hero.stats.lvl ?? ''],
    [t('user.contributor'), `${hero.contributor.level ?? 0} ${hero.contributor.text ?? ''}`.trim()],
    [t('user.gems'), Math.round(hero.balance * GEMS_PER_BALANCE)],
    [t('user.created'), date(hero.auth.timestamps?.created)],
    [t('user.loggedIn'), date(hero.auth.timestamps?.loggedin)],
    [t('user.lastCron'), date(hero.lastCron)],
    [t('user.flags.blocked'), yesNo(hero.auth.blocked)],
    [t('user.flags.chatRevoked'), yesNo(hero.flags.chatRevoked)],
    [t('user.flags.chatShadowMuted'), yesNo(hero.flags.chatShadowMuted)],
  ];
  if (partyId) {
    facts.push([
      t('user.party'),
      mayOpenGroups ? (
        <Link to={`/admin/groups/${partyId}`}>{partyId}</Link>
      ) : (
        <span className={styles.code}>{partyId}</span>
      ),
    ]);
  }
  return (
    <dl aria-label={t('user.summary')} className={styles.facts}>
      {facts.map(([term, value]) => [
        <dt key={`${term}-term`}>{term}</dt>,
        <dd key={term}>{value}</dd>,
      ])}
    </dl>
  );
}
