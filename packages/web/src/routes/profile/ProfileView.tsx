// The profile modal's content (issue 9 point 4): the avatar, name, level and class, then one of
// three pages: profile (equipment), stats (the bonus breakdown) and achievements.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Player } from '../../api/tasksTypes.ts';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { classOf } from '../../store/classRules.ts';
import type { AvatarLook } from '../../components/avatar/avatarLayers.ts';
import { TabList } from '../../components/TabList.tsx';
import { AchievementsPage } from './AchievementsPage.tsx';
import { EquipmentPage } from './EquipmentPage.tsx';
import { ProfileActions } from './ProfileActions.tsx';
import type { ProfilePage } from './ProfileRoute.tsx';
import styles from './Profile.module.css';
import { StatsPage } from './StatsPage.tsx';
import { useProfilePlayer, type ProfilePlayer } from './useProfilePlayer.ts';

const PAGES: readonly ProfilePage[] = ['profile', 'stats', 'achievements'];

interface ProfileViewProps {
  userId: string | undefined;
  page: ProfilePage;
  onPageChange: (page: ProfilePage) => void;
}

function nameOf(player: ProfilePlayer): string {
  return player.profile?.name ?? player.auth?.local?.username ?? '';
}

export function ProfileView({ userId, page, onPageChange }: ProfileViewProps) {
  const { t } = useTranslation('profile');
  const load = useProfilePlayer(userId);
  if (load.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (load.status === 'missing') return <p role="alert">{t('notFound')}</p>;
  const { player, isSelf } = load;
  const stats = (player.stats ?? {}) as { lvl?: number };
  // A class only with level 10, classes on and a class chosen (core's hasClass)
  const playerClass = classOf(player as Player);
  return (
    <div className={styles.profile}>
      <header className={styles.identity}>
        <Avatar
          look={player as AvatarLook}
          name={nameOf(player)}
          width={168}
          className={styles.avatar}
        />
        <div>
          <p className={styles.name}>{nameOf(player)}</p>
          <p>{t('level', { level: stats.lvl ?? 1 })}</p>
          <p>{t(`class.${playerClass ?? 'none'}`)}</p>
          {isSelf && (
            <Link to="/user/avatar" className={styles.edit}>
              {t('editAvatar')}
            </Link>
          )}
        </div>
      </header>
      {!isSelf && <ProfileActions player={player} />}
      <TabList
        label={t('tabs.label')}
        keys={PAGES}
        selected={page}
        onSelect={onPageChange}
        textOf={(each) => t(`tabs.${each}`)}
        controls="profile-page"
        className={styles.tabs}
        tabClassName={styles.tab}
      />
      <section id="profile-page" role="tabpanel" aria-label={t(`tabs.${page}`)}>
        {page === 'profile' && <EquipmentPage player={player} />}
        {page === 'stats' && <StatsPage player={player} />}
        {page === 'achievements' && <AchievementsPage player={player} />}
      </section>
    </div>
  );
}
