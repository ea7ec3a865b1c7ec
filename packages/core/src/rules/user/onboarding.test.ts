import { describe, expect, it } from 'vitest';
import { deepFreeze, makeUser } from '../../testing/factories.ts';
import { grantOnboardingAchievement } from './onboarding.ts';

describe('onboarding', () => {
  const almost = () =>
    makeUser({
      achievements: {
        ...makeUser().achievements,
        createdTask: true,
        hatchedPet: true,
        fedPet: true,
        purchasedEquipment: true,
      },
      stats: { gp: 3 },
    });

  it('pays 100 gold once the fifth achievement arrives', () => {
    const { user, userNotifications } = grantOnboardingAchievement(
      deepFreeze(almost()),
      'completedTask',
    );
    expect(user.achievements.completedTask).toBe(true);
    expect(user.stats.gp).toBe(103);
    expect(user.flags.onboardingComplete).toBe(true);
    expect(userNotifications).toEqual([{ type: 'ONBOARDING_COMPLETE' }]);
  });

  it('pays nothing while achievements are missing, nor twice', () => {
    const first = grantOnboardingAchievement(makeUser(), 'createdTask');
    expect(first.user.achievements.createdTask).toBe(true);
    expect(first.user.stats.gp).toBe(0);
    const done = grantOnboardingAchievement(almost(), 'completedTask').user;
    const again = grantOnboardingAchievement(done, 'completedTask');
    expect(again.user.stats.gp).toBe(103);
    expect(again.userNotifications).toEqual([]);
  });
});
