// Party achievements: everyone in a party of more than one earns Party Up, of more than three Party
// On, each once, with its notification.
import type { PlayerAchievements } from '../../model/user.ts';
import type { PlayerNotification } from '../playerRuleResult.ts';

const PARTY_ACHIEVEMENTS = [
  { key: 'partyUp', moreThan: 1, notification: 'ACHIEVEMENT_PARTY_UP' },
  { key: 'partyOn', moreThan: 3, notification: 'ACHIEVEMENT_PARTY_ON' },
] as const;

export interface PartyAchievementsEarned {
  achievements: PlayerAchievements;
  notifications: PlayerNotification[];
}

/** What a member of a party of `memberCount` newly earns; undefined when nothing. */
export function partyAchievementsEarned(
  achievements: PlayerAchievements,
  memberCount: number,
): PartyAchievementsEarned | undefined {
  const owned = achievements as unknown as Record<string, unknown>;
  const earned = PARTY_ACHIEVEMENTS.filter(
    ({ key, moreThan }) => memberCount > moreThan && owned[key] !== true,
  );
  if (earned.length === 0) return undefined;
  return {
    achievements: {
      ...achievements,
      ...Object.fromEntries(earned.map(({ key }) => [key, true])),
    },
    notifications: earned.map(({ key, notification }) => ({
      type: notification,
      data: { achievement: key },
    })),
  };
}
