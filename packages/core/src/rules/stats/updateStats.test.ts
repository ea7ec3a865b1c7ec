import { describe, expect, it } from 'vitest';
import { deepFreeze, makeUser } from '../../testing/factories.ts';
import { updateStats } from './updateStats.ts';

const base = { hp: 50, gp: 0 };

describe('updateStats', () => {
  it('floors health and gold at 0', () => {
    const { user } = updateStats(makeUser(), { hp: -3, gp: -2, exp: 0 });
    expect(user.stats).toMatchObject({ hp: 0, gp: 0 });
  });

  it.each([
    // [level, experience, new level, experience left, unallocated points]
    [1, 24, 1, 24, 0],
    [1, 25, 2, 0, 2],
    [1, 160, 4, 10, 4], // 25 + 50 + 75 = 150
    [4, 100, 5, 0, 5],
    [5, 150 + 210 + 5, 7, 5, 7], // L5 150, L6 210
    [10, 260, 11, 0, 11],
  ])(
    'level %d with %d experience becomes level %d with %d left and %d points',
    (lvl, exp, to, left, points) => {
      const user = deepFreeze(makeUser({ stats: { lvl, hp: 10 } }));
      const result = updateStats(user, { ...base, hp: 10, exp });
      expect(result.user.stats).toMatchObject({ lvl: to, exp: left, points });
      expect(result.user.stats.hp).toBe(to > lvl ? 50 : 10);
      expect(result.leveledUp).toEqual(to > lvl ? { from: lvl, to } : undefined);
    },
  );

  it('keeps allocated plus unallocated points within 100', () => {
    const user = makeUser({ stats: { lvl: 120, str: 60, con: 38, points: 0 } });
    const { user: after } = updateStats(user, { ...base, exp: 10_000 });
    expect(after.stats.points).toBe(2);
  });

  it('keeps negative experience after an uncheck, without losing a level', () => {
    const { user } = updateStats(makeUser({ stats: { lvl: 3 } }), { ...base, exp: -4 });
    expect(user.stats).toMatchObject({ lvl: 3, exp: -4 });
  });

  it('allocates the point automatically when the player chose it', () => {
    const user = makeUser({
      stats: { str: 1, con: 1, per: 1, int: 0 },
      preferences: { automaticAllocation: true, allocationMode: 'flat' },
    });
    const { user: after } = updateStats(user, { ...base, exp: 25 });
    expect(after.stats).toMatchObject({ lvl: 2, int: 1, points: 0 });
  });

  it.each([
    [5, 1, false, false],
    [6, 1, true, false],
    [11, 1, true, true],
    [0, 2, true, true],
  ])('with %d experience at level %d: customizations %s, items %s', (exp, lvl, custom, items) => {
    const { user } = updateStats(makeUser({ stats: { lvl } }), { ...base, exp });
    expect(user.flags.customizationsNotification).toBe(custom);
    expect(user.flags.itemsEnabled).toBe(items);
  });
});

describe('level drops and rebirth', () => {
  const reach = (from: number, to: number, user = makeUser({ stats: { lvl: from } })) => {
    let exp = 0;
    for (let lvl = from; lvl < to; lvl += 1)
      exp +=
        lvl < 5
          ? 25 * lvl
          : lvl === 5
            ? 150
            : Math.round((0.25 * lvl ** 2 + 10 * lvl + 139.75) / 10) * 10;
    return updateStats({ ...user, stats: { ...user.stats, lvl: from } }, { ...base, exp });
  };

  it.each([
    [14, 15, 'atom1'],
    [29, 30, 'vice1'],
    [39, 40, 'goldenknight1'],
    [59, 60, 'moonstone1'],
  ])('reaching level %d → %d gives the %s scroll once', (from, to, quest) => {
    const first = reach(from, to);
    expect(first.user.stats.lvl).toBe(to);
    expect(first.user.items.quests[quest]).toBe(1);
    expect(first.user.flags.levelDrops[quest]).toBe(true);
    expect(first.userNotifications).toContainEqual({
      type: 'LEVEL_DROP',
      data: { quest, level: to },
    });
    const again = reach(to, to + 1, first.user);
    expect(again.user.items.quests[quest]).toBe(1);
    expect(again.userNotifications.some((n) => n.type === 'LEVEL_DROP')).toBe(false);
  });

  it('gives no scroll one level short', () => {
    expect(reach(13, 14).user.items.quests).toEqual({});
  });

  it('gives every scroll passed in one jump, once each, and enables rebirth at 50', () => {
    const { user, userNotifications } = reach(1, 61);
    expect(user.stats.lvl).toBe(61);
    expect(user.items.quests).toEqual({ atom1: 1, vice1: 1, goldenknight1: 1, moonstone1: 1 });
    expect(user.flags.rebirthEnabled).toBe(true);
    expect(userNotifications.filter((n) => n.type === 'REBIRTH_ENABLED')).toHaveLength(1);
  });

  it('enables rebirth at level 50, not 49', () => {
    expect(reach(48, 49).user.flags.rebirthEnabled).toBe(false);
    expect(reach(49, 50).user.flags.rebirthEnabled).toBe(true);
  });
});
