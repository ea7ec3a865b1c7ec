import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testing/factories.ts';
import { buyGear } from './buyGear.ts';
import { at, expectRefusal, makePlayer } from './shopTestKit.ts';

const now = { now: TEST_NOW };

describe('buyGear', () => {
  it('sells a warrior tier-1 armor for its 30 gold and marks purchasedEquipment', () => {
    const result = buyGear(makePlayer({ stats: { gp: 100 } }), 'armor_warrior_1', now);
    expect(result.player.stats.gp).toBe(70);
    expect(result.player.items.gear.owned.armor_warrior_1).toBe(true);
    expect(result.player.achievements.purchasedEquipment).toBe(true);
    expect(result.message).toMatch(/^Bought .+\.$/);
  });

  it.each([
    ['an unknown key', 'armor_warrior_99', {}, 'itemNotFound', 404],
    ['too little gold', 'armor_warrior_1', { stats: { gp: 29 } }, 'messageNotEnoughGold', 401],
    [
      'a piece owned already',
      'armor_warrior_1',
      { stats: { gp: 100 }, owned: { armor_warrior_1: true } },
      'equipmentAlreadyOwned',
      401,
    ],
    ['another class', 'armor_rogue_1', { stats: { gp: 100 } }, 'cannotBuyItem', 401],
    ['a skipped tier', 'armor_warrior_3', { stats: { gp: 100 } }, 'previousGearNotOwned', 401],
    [
      'winter gear in March',
      'armor_special_yeti',
      { stats: { gp: 100 } },
      'messageNotAvailable',
      401,
    ],
  ] as const)('refuses %s', (_case, key, overrides, error, status) => {
    expectRefusal(() => buyGear(makePlayer(overrides), key, now), error, status);
  });

  it("sells another class's piece lost earlier (owned false)", () => {
    const player = makePlayer({ stats: { gp: 100 }, owned: { armor_rogue_1: false } });
    expect(buyGear(player, 'armor_rogue_1', now).player.items.gear.owned.armor_rogue_1).toBe(true);
  });

  it('sells seasonal gear in its season', () => {
    const player = makePlayer({ stats: { gp: 100 } });
    const result = buyGear(player, 'armor_special_yeti', at('2026-01-10T12:00:00Z'));
    expect(result.player.stats.gp).toBe(10);
  });

  it('pays the onboarding reward of 100 gold when the purchase completes the five steps', () => {
    const player = makePlayer({
      stats: { gp: 30 },
      achievements: {
        ...makePlayer().achievements,
        createdTask: true,
        completedTask: true,
        hatchedPet: true,
        fedPet: true,
      },
    });
    const result = buyGear(player, 'armor_warrior_1', now);
    expect(result.player.stats.gp).toBe(100);
    expect(result.notifications).toEqual([{ type: 'ONBOARDING_COMPLETE' }]);
  });

  it('grants the ultimate gear set and enables the armoire with the last piece of a class', () => {
    const player = makePlayer({
      stats: { gp: 90 },
      owned: {
        weapon_warrior_6: true,
        armor_warrior_5: true,
        head_warrior_5: true,
        shield_warrior_4: true,
      },
    });
    const result = buyGear(player, 'shield_warrior_5', now);
    expect(result.player.achievements.ultimateGearSets.warrior).toBe(true);
    expect(result.player.flags.armoireEnabled).toBe(true);
    expect(result.notifications).toContainEqual({
      type: 'ULTIMATE_GEAR_ACHIEVEMENT',
      data: { class: 'warrior' },
    });
  });

  // issue 19.3: bought gear is worn when preferences.autoEquip is on (the new player's default)
  it('wears the bought piece when autoEquip is on, and not when it is off', () => {
    const worn = (autoEquip?: boolean) =>
      buyGear(
        makePlayer({ stats: { gp: 100 }, preferences: { autoEquip } }),
        'armor_warrior_1',
        now,
      ).player.items.gear.equipped.armor;
    expect(worn(true)).toBe('armor_warrior_1');
    expect(worn(undefined)).toBe('armor_warrior_1');
    expect(worn(false)).toBe('armor_base_0');
  });

  it('takes off the shield when the worn piece bought is two-handed', () => {
    const player = makePlayer({
      stats: { gp: 100, class: 'wizard' },
      owned: { weapon_wizard_0: true, shield_warrior_1: true },
    });
    const wearing = {
      ...player,
      items: {
        ...player.items,
        gear: {
          ...player.items.gear,
          equipped: { ...player.items.gear.equipped, shield: 'shield_warrior_1' },
        },
      },
    };
    const { equipped } = buyGear(wearing, 'weapon_wizard_1', now).player.items.gear;
    expect(equipped).toMatchObject({ weapon: 'weapon_wizard_1', shield: 'shield_base_0' });
  });

  it('unpins the bought piece and pins the next tier of its line', () => {
    const player = {
      ...makePlayer({ stats: { gp: 100 } }),
      pinnedItems: [
        { type: 'marketGear', path: 'gear.flat.armor_warrior_1' },
        { type: 'marketGear', path: 'gear.flat.head_warrior_1' },
      ],
    };
    const { pinnedItems } = buyGear(player, 'armor_warrior_1', now).player;
    expect(pinnedItems).toEqual([
      { type: 'marketGear', path: 'gear.flat.head_warrior_1' },
      { type: 'marketGear', path: 'gear.flat.armor_warrior_2' },
    ]);
  });
});
