// Onboarding: once the player holds all five first-step achievements, an ONBOARDING_COMPLETE
// notification and 100 gold, once.
import type { PlayerAchievements, UserState } from '../../model/user.ts';
import type { UserNotification } from '../stats/updateStats.ts';

export const ONBOARDING_ACHIEVEMENTS = [
  'createdTask',
  'completedTask',
  'hatchedPet',
  'fedPet',
  'purchasedEquipment',
] as const satisfies readonly (keyof PlayerAchievements)[];
export type OnboardingAchievement = (typeof ONBOARDING_ACHIEVEMENTS)[number];

export const ONBOARDING_REWARD_GOLD = 100;

export interface OnboardingResult {
  user: UserState;
  userNotifications: UserNotification[];
}

/**
 * Grants one first-step achievement (createdTask on the first task created, completedTask on the
 * first non-cron `up` scoring of a habit, daily or to-do, …) and pays the reward when it completes
 * the set. Holding it already changes nothing.
 */
export function grantOnboardingAchievement(
  user: UserState,
  achievement: OnboardingAchievement,
): OnboardingResult {
  if (user.achievements[achievement]) return { user, userNotifications: [] };
  const achievements = { ...user.achievements, [achievement]: true };
  const isComplete = ONBOARDING_ACHIEVEMENTS.every((key) => achievements[key]);
  if (!isComplete || user.flags.onboardingComplete)
    return { user: { ...user, achievements }, userNotifications: [] };
  return {
    user: {
      ...user,
      achievements,
      flags: { ...user.flags, onboardingComplete: true },
      stats: { ...user.stats, gp: user.stats.gp + ONBOARDING_REWARD_GOLD },
    },
    userNotifications: [{ type: 'ONBOARDING_COMPLETE' }],
  };
}
