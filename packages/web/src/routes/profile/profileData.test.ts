import { describe, expect, it } from 'vitest';
import { earnedAchievements } from './achievementList.ts';
import { statBreakdown } from './statBreakdown.ts';

describe('the stats breakdown', () => {
  it('adds level bonus, gear, class bonus, buffs and allocated points', () => {
    // level 10 gives floor(10 / 2) = 5 to each attribute
    const parts = statBreakdown({
      stats: { lvl: 10, class: 'warrior', str: 3, con: 1, buffs: { str: 2, per: 4 } },
      items: { gear: { equipped: { weapon: 'weapon_warrior_1', shield: 'shield_base_0' } } },
    });
    const strength = parts.find((part) => part.attribute === 'str');
    // weapon_warrior_1 (Training Sword) gives 3 strength; a warrior's own gear gives half again
    expect(strength).toEqual({
      attribute: 'str',
      level: 5,
      gear: 3,
      class: 1.5,
      buffs: 2,
      allocated: 3,
      total: 14.5,
    });
    expect(parts.find((part) => part.attribute === 'per')).toMatchObject({
      gear: 0,
      buffs: 4,
      total: 9,
    });
  });

  it('gives no class bonus for another class’s gear', () => {
    const parts = statBreakdown({
      stats: { lvl: 1, class: 'wizard' },
      items: { gear: { equipped: { weapon: 'weapon_warrior_1' } } },
    });
    expect(parts[0]).toMatchObject({ attribute: 'str', level: 0, gear: 3, class: 0, total: 3 });
  });

  it('caps the level bonus at level 100', () => {
    expect(statBreakdown({ stats: { lvl: 250 } })[0]?.level).toBe(50);
  });
});

describe('earned achievements', () => {
  it('lists the earned ones in catalogue order with their counts', () => {
    const earned = earnedAchievements({
      createdTask: true,
      completedTask: false,
      perfect: 3,
      quests: { dustbunnies: 2, moon1: 1 },
      ultimateGearSets: { warrior: true, rogue: false },
      beastMasterCount: 2,
      challenges: [],
    });
    expect(earned.map((achievement) => [achievement.key, achievement.count])).toEqual([
      ['createdTask', 1],
      ['perfect', 3],
      ['quests', 3],
      ['beastMaster', 2],
      ['ultimateWarrior', 1],
    ]);
    const perfect = earned.find((achievement) => achievement.key === 'perfect');
    expect(perfect?.notes).toBe('3 flawless days.');
    expect(perfect?.icon).toBe('achievement-perfect');
  });

  it('is empty for a new player', () => {
    expect(earnedAchievements(undefined)).toEqual([]);
  });
});
