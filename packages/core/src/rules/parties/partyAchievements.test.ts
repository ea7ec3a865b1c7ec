import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/factories.ts';
import { partyAchievementsEarned } from './partyAchievements.ts';

describe('partyAchievementsEarned', () => {
  const fresh = makeUser().achievements;

  it.each([
    [1, []],
    [2, ['partyUp']],
    [3, ['partyUp']],
    [4, ['partyUp', 'partyOn']],
    [30, ['partyUp', 'partyOn']],
  ])('a party of %i earns %j', (memberCount, keys) => {
    const earned = partyAchievementsEarned(fresh, memberCount);
    expect(earned?.notifications.map((n) => n.data?.achievement) ?? []).toEqual(keys);
    for (const key of keys) {
      expect((earned!.achievements as unknown as Record<string, unknown>)[key]).toBe(true);
    }
  });

  it('gives nothing twice', () => {
    const once = partyAchievementsEarned(fresh, 4)!;
    expect(partyAchievementsEarned(once.achievements, 5)).toBeUndefined();
  });

  it('names the notification of each', () => {
    expect(partyAchievementsEarned(fresh, 4)!.notifications.map((n) => n.type)).toEqual([
      'ACHIEVEMENT_PARTY_UP',
      'ACHIEVEMENT_PARTY_ON',
    ]);
  });
});
