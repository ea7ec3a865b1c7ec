// The achievements earned, each with its medal and how many times it was earned.
import { useTranslation } from 'react-i18next';
import { SpritePicture } from '../../sprites/SpritePicture.tsx';
import { earnedAchievements } from './achievementList.ts';
import styles from './Profile.module.css';
import type { ProfilePlayer } from './useProfilePlayer.ts';
import { useCatalogueText } from '../../catalogue/useCatalogueText.ts';

export function AchievementsPage({ player }: { player: ProfilePlayer }) {
  const { t } = useTranslation('profile');
  useCatalogueText();
  const earned = earnedAchievements(player.achievements as Record<string, unknown> | undefined);
  if (earned.length === 0) return <p>{t('achievements.none')}</p>;
  return (
    <div>
      <p>{t('achievements.earned', { count: earned.length })}</p>
      <ul className={styles.achievements} aria-label={t('tabs.achievements')}>
        {earned.map((achievement) => (
          <li key={achievement.key} className={styles.achievement}>
            <SpritePicture kind="achievement" itemKey={achievement.icon} size={40} />
            <div>
              <strong>{achievement.title}</strong>
              {achievement.count > 1 && (
                <span className={styles.count}>
                  {' '}
                  {t('achievements.count', { count: achievement.count })}
                </span>
              )}
              {achievement.notes && <p className={styles.notes}>{achievement.notes}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
