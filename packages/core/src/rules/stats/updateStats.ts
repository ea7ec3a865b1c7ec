// Applying new stats after a scoring: floors, level-ups with full health and points, unlock
// flags, level drops, rebirth.
import type { Stats, UserState } from '../../model/user.ts';
import { MAX_HEALTH, MAX_LEVEL, toNextLevel } from '../user/levels.ts';
import { autoAllocate } from './autoAllocate.ts';
import { LEVEL_DROPS, REBIRTH_LEVEL } from './levelDrops.ts';

/** Attribute points (allocated plus unallocated) stop growing at this total. */
export const MAX_STAT_POINTS = 100;

/** Persistent notifications for the player's notification list (not the transient notices). */
export type UserNotification =
  | { type: 'REBIRTH_ENABLED' }
  | { type: 'LEVEL_DROP'; data: { quest: string; level: number } }
  | { type: 'STREAK_ACHIEVEMENT' }
  | { type: 'ONBOARDING_COMPLETE' };

export interface UpdateStatsResult {
  user: UserState;
  leveledUp?: { from: number; to: number };
  userNotifications: UserNotification[];
}

type NewStats = Pick<Stats, 'hp' | 'gp' | 'exp'> & Partial<Stats>;

function levelUp(stats: Stats, user: UserState): Stats {
  const next = { ...stats, exp: stats.exp - toNextLevel(stats.lvl) };
  next.lvl = Math.min(stats.lvl + 1, MAX_LEVEL);
  next.hp = MAX_HEALTH;
  const allocated = next.str + next.int + next.con + next.per;
  if (allocated + next.points >= MAX_STAT_POINTS) return next;
  if (user.preferences.automaticAllocation)
    return autoAllocate(next, user.preferences.allocationMode);
  next.points = Math.max(0, Math.min(next.lvl - allocated, MAX_STAT_POINTS - allocated));
  return next;
}

export function updateStats(user: UserState, newStats: NewStats): UpdateStatsResult {
  let stats: Stats = { ...user.stats, ...newStats };
  stats.hp = Math.max(stats.hp, 0);
  stats.gp = Math.max(stats.gp, 0);
  const from = stats.lvl;
  while (stats.exp >= toNextLevel(stats.lvl)) stats = levelUp(stats, user);

  const flags = { ...user.flags, levelDrops: { ...user.flags.levelDrops } };
  if (stats.exp > 5 || stats.lvl > 1) flags.customizationsNotification = true;
  if (stats.exp > 10 || stats.lvl > 1) flags.itemsEnabled = true;

  const userNotifications: UserNotification[] = [];
  const quests = { ...user.items.quests };
  for (const { level, quest } of LEVEL_DROPS) {
    if (stats.lvl < level || flags.levelDrops[quest]) continue;
    flags.levelDrops[quest] = true;
    quests[quest] = (quests[quest] ?? 0) + 1;
    userNotifications.push({ type: 'LEVEL_DROP', data: { quest, level } });
  }
  if (stats.lvl >= REBIRTH_LEVEL && !flags.rebirthEnabled) {
    flags.rebirthEnabled = true;
    userNotifications.push({ type: 'REBIRTH_ENABLED' });
  }
  return {
    user: { ...user, stats, flags, items: { ...user.items, quests } },
    ...(stats.lvl > from ? { leveledUp: { from, to: stats.lvl } } : {}),
    userNotifications,
  };
}
