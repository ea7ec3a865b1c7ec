// A guild in a list: name (a link to it), summary, member count, categories, and Join or
// "Member".
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Guild } from '../../api/socialTypes.ts';
import styles from './Social.module.css';
import { useGuildMembership } from './useGuildMembership.ts';

function JoinButton({ guild }: { guild: Guild }) {
  const { t } = useTranslation('social');
  const membership = useGuildMembership(guild._id);
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
  const categories = guild.categories ?? [];
  return (
    <li className={styles.guild}>
      <h3 className={styles.guildName}>
        <Link to={`/groups/guild/${guild._id}`} className={styles.link}>
          {guild.name}
        </Link>
      </h3>
      {guild.summary && <p>{guild.summary}</p>}
      <p className={styles.muted}>{t('guilds.members', { count: guild.memberCount ?? 0 })}</p>
      {categories.length > 0 && (
        <ul className={styles.tags} aria-label={t('guilds.create.categories')}>
          {categories.map(({ slug }) => (
            <li key={slug} className={styles.tag}>
              {t(`categories.${slug}`, { defaultValue: slug })}
            </li>
          ))}
        </ul>
      )}
      {canJoin && (
        <div className={styles.actions}>
          <JoinButton guild={guild} />
        </div>
      )}
    </li>
  );
}
