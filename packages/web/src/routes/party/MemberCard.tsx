// One party member: avatar, level and class, health and mana, and a sleeping marker.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartyMember } from '../../api/partyTypes.ts';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import type { AvatarLook } from '../../components/avatar/avatarLayers.ts';
import { StatBar } from '../../components/stats/StatBar.tsx';
import { MAX_HEALTH } from '../../store/tasksRules.ts';
import { memberName } from './memberName.ts';
import styles from './Party.module.css';

const CLASS_NAMES = ['warrior', 'wizard', 'rogue', 'healer'] as const;
const isClassName = (name: string | undefined): name is (typeof CLASS_NAMES)[number] =>
  CLASS_NAMES.includes(name as (typeof CLASS_NAMES)[number]);

/** A class is shown only once chosen and while classes are on (issue 19 point 5). */
const hasClass = (member: PartyMember) =>
  member.flags?.classSelected === true && member.preferences?.disableClasses !== true;

export function MemberCard({ member, actions }: { member: PartyMember; actions?: ReactNode }) {
  const { t } = useTranslation('party');
  const name = memberName(member);
  const stats = member.stats;
  const isSleeping = member.preferences?.sleep === true;
  return (
    <li className={styles.member} aria-label={name}>
      <Avatar look={member as AvatarLook} name={name} width={84} />
      <div className={styles.memberBody}>
        <p className={styles.memberName}>
          <strong>{name}</strong>
          {member.auth?.local?.username && (
            <span className={styles.muted}> @{member.auth.local.username}</span>
          )}
        </p>
        {stats && (
          <>
            <p className={styles.muted}>
              {t('members.level', { level: stats.lvl })}
              {hasClass(member) && isClassName(stats.class)
                ? ` · ${t(`classNames.${stats.class}`, { ns: 'classes' })}`
                : ''}
            </p>
            <StatBar kind="health" value={stats.hp} max={stats.maxHealth ?? MAX_HEALTH} compact />
            <StatBar kind="mana" value={stats.mp} max={stats.maxMP ?? stats.mp} compact />
          </>
        )}
        {isSleeping && <p className={styles.sleeping}>{t('members.sleeping')}</p>}
        {actions}
      </div>
    </li>
  );
}
