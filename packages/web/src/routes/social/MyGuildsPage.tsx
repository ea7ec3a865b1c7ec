// /groups/myGuilds: the invitations to guilds waiting for my answer, the guilds I am in
// (GET /groups?type=guilds), and a form to create one.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invitationsOf } from '../../api/groupInvitations.ts';
import { GroupInvitations } from '../../components/invitations/GroupInvitations.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { useSessionStore } from '../../store/sessionStore.ts';
import { CreateGuildForm } from './CreateGuildForm.tsx';
import { GuildCard } from './GuildCard.tsx';
import { useMyGuilds } from './guildReads.ts';
import { LoadState } from './LoadState.tsx';
import styles from './Social.module.css';
import { GuildsNav } from './GuildsNav.tsx';

function MyGuildList() {
  const { t } = useTranslation('social');
  const query = useMyGuilds();
  const guilds = query.data;
  if (!guilds) {
    return (
      <LoadState
        isError={query.isError}
        failedText={t('guilds.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (guilds.length === 0) {
    return (
      <p>
        {t('guilds.mine.empty')}{' '}
        <Link to="/groups/discovery" className={styles.link}>
          {t('guilds.mine.discover')}
        </Link>
      </p>
    );
  }
  return (
    <ul className={styles.guilds} aria-label={t('guilds.mine.title')}>
      {guilds.map((guild) => (
        <GuildCard key={guild._id} guild={guild} canJoin={false} />
      ))}
    </ul>
  );
}

/** The guilds' invitations; none, nothing. */
function GuildInvitations() {
  const { t } = useTranslation('social');
  const user = useSessionStore((state) => state.user);
  const invitations = invitationsOf(user).filter(({ kind }) => kind === 'guild');
  if (invitations.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="guild-invitations">
      <h2 id="guild-invitations" className={styles.heading}>
        {t('guilds.mine.invitations')}
      </h2>
      <GroupInvitations invitations={invitations} label={t('guilds.mine.invitations')} />
    </section>
  );
}

export function MyGuildsPage() {
  const { t } = useTranslation('social');
  return (
    <div className={styles.page}>
      <ScreenTitle />
      <GuildsNav />
      <GuildInvitations />
      <section className={styles.section} aria-labelledby="my-guilds">
        <h2 id="my-guilds" className={styles.heading}>
          {t('guilds.mine.title')}
        </h2>
        <MyGuildList />
      </section>
      <section className={styles.section} aria-labelledby="guild-create">
        <h2 id="guild-create" className={styles.heading}>
          {t('guilds.create.title')}
        </h2>
        <p>{t('guilds.create.intro')}</p>
        <CreateGuildForm />
      </section>
    </div>
  );
}
