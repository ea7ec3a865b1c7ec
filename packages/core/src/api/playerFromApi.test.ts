import { describe, expect, it } from 'vitest';
import { newPlayerAchievements, newPlayerPurchased } from '../content/newPlayer/newPlayerItems.ts';
import { newPlayerFlags, newPlayerStats } from '../content/newPlayer/newPlayerState.ts';
import { hasClass } from '../rules/classes/index.ts';
import { buyHealthPotion } from '../rules/shops/index.ts';
import { deepFreeze, makeUser, TEST_NOW } from '../testing/factories.ts';
import { playerFromApi, type ApiUserLike } from './playerFromApi.ts';

/** A GET /user answer as presentUser builds it, for a level-12 healer. */
function userAnswer() {
  const player = makeUser({ stats: { lvl: 12, class: 'healer', gp: 30, hp: 40 } });
  // The stored preferences hold the appearance too; the schema leaves them open.
  const preferences = {
    ...player.preferences,
    allocationMode: 'taskbased',
    hair: { color: 'red' },
  };
  return {
    _id: 'user-1',
    id: 'user-1',
    _v: 7,
    stats: { ...player.stats, toNextLevel: 250, maxHealth: 50, maxMP: 40 },
    items: { ...player.items, mounts: { 'Wolf-Base': true, 'Fox-Red': null } },
    achievements: { ...player.achievements, ultimateGearSets: { healer: true } },
    flags: { ...player.flags, classSelected: true },
    preferences,
    balance: 2.5,
    purchased: { ...newPlayerPurchased(), background: { beach: true } },
    party: { quest: { key: 'atom1', progress: { up: 3.5, down: 0, collectedItems: 1 } } },
    pinnedItems: [{ path: 'potion', type: 'potion' }],
    unpinnedItems: [],
    loginIncentives: 4,
    needsCron: false,
  };
}

describe('playerFromApi', () => {
  it('reads a whole user answer field by field, under the names the API uses', () => {
    const player = playerFromApi(deepFreeze(userAnswer()));

    expect(player.id).toBe('user-1');
    expect(player.stats).toMatchObject({ lvl: 12, class: 'healer', gp: 30, hp: 40, maxMP: 40 });
    expect(player.items.mounts).toEqual({ 'Wolf-Base': true, 'Fox-Red': null });
    expect(player.achievements.ultimateGearSets).toEqual({
      healer: true,
      warrior: false,
      wizard: false,
      rogue: false,
    });
    expect(player.flags.classSelected).toBe(true);
    expect(player.preferences).toMatchObject({
      allocationMode: 'taskbased',
      hair: { color: 'red' },
    });
    expect(player.balance).toBe(2.5);
    expect(player.purchased.background).toEqual({ beach: true });
    expect(player.purchased.plan.consecutive).toEqual({
      count: 0,
      offset: 0,
      trinkets: 0,
      gemCapExtra: 0,
    });
    expect(player.party).toEqual({ quest: { progress: { up: 3.5, down: 0, collectedItems: 1 } } });
    expect(player.pinnedItems).toEqual([{ path: 'potion', type: 'potion' }]);
    expect(player.loginIncentives).toBe(4);
    expect(hasClass(player)).toBe(true);
  });

  it("gives an empty answer a new player's state, on which the rules run", () => {
    const player = playerFromApi({});

    expect(player.stats).toEqual(newPlayerStats());
    expect(player.flags).toEqual(newPlayerFlags());
    expect(player.achievements).toEqual(newPlayerAchievements());
    expect(player.items.gear).toEqual({ owned: {}, equipped: {}, costume: {} });
    expect(player.items.lastDrop).toEqual({ count: 0, date: '1970-01-01T00:00:00.000Z' });
    expect(player.balance).toBe(0);
    expect(player.purchased.plan.mysteryItems).toEqual([]);
    expect(player).not.toHaveProperty('party');
    expect(player).not.toHaveProperty('id');
    // A new player has full health (50), so a potion is refused, not a crash.
    expect(() => buyHealthPotion(player, {}, { now: TEST_NOW })).toThrow(
      expect.objectContaining({ key: 'messageHealthAlreadyMax' }),
    );
  });

  it('fills what a userFields answer left out (userFields=stats.hp,items.gear.owned)', () => {
    const player = playerFromApi({
      id: 'user-1',
      stats: { hp: 12 } as ApiUserLike['stats'],
      items: { gear: { owned: { weapon_warrior_1: true } } },
      flags: { tutorial: {} },
    });

    expect(player.stats).toEqual({ ...newPlayerStats(), hp: 12 });
    expect(player.items.gear).toEqual({
      owned: { weapon_warrior_1: true },
      equipped: {},
      costume: {},
    });
    expect(player.items.eggs).toEqual({});
    expect(player.flags.tutorial.common).toEqual(newPlayerFlags().tutorial.common);
  });

  it.each([
    ['an unknown class', { stats: { class: 'bard' } }, 'class', 'warrior'],
    [
      'an unknown allocation mode',
      { preferences: { allocationMode: 'random' } },
      'allocationMode',
      'flat',
    ],
  ])('reads %s as the default', (_name, answer, field, expected) => {
    const player = playerFromApi(answer as ApiUserLike);

    const read = field === 'class' ? player.stats.class : player.preferences.allocationMode;
    expect(read).toBe(expected);
  });

  it('counts a mount of any truthy value as owned and keeps a released one null', () => {
    const player = playerFromApi({
      items: { mounts: { 'Wolf-Base': 1, 'Fox-Red': null, 'Cat-Base': false } },
    });

    expect(player.items.mounts).toEqual({ 'Wolf-Base': true, 'Fox-Red': null, 'Cat-Base': false });
  });
});
