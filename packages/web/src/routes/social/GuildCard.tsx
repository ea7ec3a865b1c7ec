// A guild in a list: name (a link to it), summary, member count, categories, and Join or
// "Member".
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Guild } from '../../api/socialTypes.ts';
import { CategoryTags } from './CategoryTags.tsx';
import styles from './Social.module.css';
import { useGuildMembership } from './useGuildMembership.ts';

function JoinButton({ guild }: { guild: Guild }) {
  const { t } = useTranslation('social');
  const membership = useGuildMembership(guild._id, guild.name);
  if (membership.isMember) return <span className={styles.member}>{t('guilds.member')}</span>;
  return (
    <button
      type="button"
      className="button"
      disabled={membership.isSending}
      aria-label={t('guilds.joinNamed', { name: guild.name })}
      onClick={() => void membership.join()}
    >
      {t('guilds.join')}
    </button>
  );
}

export function GuildCard({ guild, canJoin }: { guild: Guild; canJoin: boolean }) {
  const { t } = useTranslation('social');
  return (
    <li className={styles.guild}>
      <h3 className={styles.guildName}>
        <Link to={`/groups/guild/${guild._id}`} className={styles.link}>
          {guild.name}
        </Link>
      </h3>
      {guild.summary && <p>{guild.summary}</p>}
      <p className={styles.muted}>{t('guilds.members', { count: guild.memberCount ?? 0 })}</p>
      <CategoryTags categories={guild.categories} />
      {canJoin && (
        <div className={styles.actions}>
          <JoinButton guild={guild} />
        </div>
      )}
    </li>
  );
}
