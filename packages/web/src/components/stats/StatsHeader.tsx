import { gemsOf } from '@questlog/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AvatarLook } from '../avatar/avatarLayers.ts';
import { HeaderAvatar } from '../avatar/HeaderAvatar.tsx';
import { displayGold } from '../../format/gold.ts';
import { displayNumber } from '../../format/numberDisplay.ts';
import { usePlayer } from '../../store/playerStats.ts';
import { MAX_HEALTH, maxMP, toNextLevel } from '../../store/tasksRules.ts';
import { StatBar } from './StatBar.tsx';
import styles from './Stats.module.css';

// The profile modal's pages (/user/profile, /user/stats, /user/achievements), and the player's
// statistics.
const characterPages = [
  ['/user/profile', 'profile'],
  ['/user/stats', 'attributes'],
  ['/user/achievements', 'achievements'],
  ['/statistics', 'statistics'],
] as const;

/** The character strip above the tasks: avatar, health, experience, mana, level, gold, gems, and
 * the way to the player's own profile, attributes and achievements. */
export function StatsHeader() {
  const { t } = useTranslation('tasks');
  const player = usePlayer();
  const stats = player?.stats;
  if (!player || !stats) return null;
  const name = player.profile?.name ?? player.auth?.local?.username ?? '';
  // computed fields when the server sends them, else core's levels.ts
  const maxHealth = stats.maxHealth ?? MAX_HEALTH;
  const nextLevel = stats.toNextLevel ?? toNextLevel(stats.lvl);
  const maxMana = stats.maxMP ?? maxMP({ lvl: stats.lvl, int: stats.int ?? 0 });
  // Displayed gems = balance × 4
  const gems = gemsOf({ balance: player.balance ?? 0 });
  return (
    <section className={styles.header} aria-label={t('stats.label')}>
      <HeaderAvatar look={player as AvatarLook} name={name} />
      <div className={styles.bars}>
        <StatBar kind="health" value={stats.hp} max={maxHealth} />
        <StatBar kind="experience" value={stats.exp} max={nextLevel} />
        <StatBar kind="mana" value={stats.mp} max={maxMana} />
      </div>
      <dl className={styles.currencies}>
        <div>
          <dt>{t('stats.level')}</dt>
          <dd>{stats.lvl}</dd>
        </div>
        <div>
          <dt>{t('stats.gold')}</dt>
          <dd>{displayGold(stats.gp)}</dd>
        </div>
        <div>
          <dt>{t('stats.gems')}</dt>
          <dd>{displayNumber(gems)}</dd>
        </div>
      </dl>
      <nav aria-label={t('stats.pages')} className={styles.pages}>
        {characterPages.map(([to, key]) => (
          <Link key={to} to={to}>
            {t(`stats.${key}`)}
          </Link>
        ))}
      </nav>
    </section>
  );
}
