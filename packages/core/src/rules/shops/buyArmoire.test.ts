import { describe, expect, it } from 'vitest';
import { GEAR } from '../../content/gear/index.ts';
import { fixedRandom, TEST_NOW } from '../../testing/factories.ts';
import { armoireGearLeft, buyArmoire } from './buyArmoire.ts';
import { expectRefusal, makePlayer } from './shopTestKit.ts';

const armoireKeys = GEAR.filter((item) => item.klass === 'armoire').map((item) => item.key);
const allButFirst = Object.fromEntries(armoireKeys.slice(1).map((key) => [key, true]));
const allOwned = Object.fromEntries(armoireKeys.map((key) => [key, true]));
const opened = (overrides: Parameters<typeof makePlayer>[0] = {}) =>
  makePlayer({
    stats: { gp: 150 },
    flags: { ...makePlayer().flags, armoireOpened: true },
    ...overrides,
  });

describe('buyArmoire (100 gold; gear 0.6, food 0.8 or 0.5, else 10–49 exp)', () => {
  it('always gives gear the first time, for 100 gold', () => {
    const result = buyArmoire(
      makePlayer({ stats: { gp: 150 } }),
      {},
      {
        now: TEST_NOW,
        random: fixedRandom(0.99, 0),
      },
    );
    expect(result.armoire).toMatchObject({ type: 'gear', dropKey: armoireKeys[0] });
    expect(result.player.items.gear.owned[armoireKeys[0]!]).toBe(true);
    expect(result.player.stats.gp).toBe(50);
    expect(result.player.flags.armoireOpened).toBe(true);
    expect(result.player.achievements.purchasedEquipment).toBeFalsy();
  });

  it('gives gear below 0.6 once opened', () => {
    const result = buyArmoire(opened(), {}, { now: TEST_NOW, random: fixedRandom(0.59, 0) });
    expect(result.armoire.type).toBe('gear');
  });

  it('gives one food from 0.6 to below 0.8 while gear is left', () => {
    const result = buyArmoire(opened(), {}, { now: TEST_NOW, random: fixedRandom(0.7, 0) });
    expect(result.armoire).toMatchObject({ type: 'food', dropKey: 'Meat' });
    expect(result.player.items.food.Meat).toBe(1);
    expect(result.message).toContain('Armoire');
  });

  it('gives 10 to 49 experience from 0.8', () => {
    const result = buyArmoire(opened(), {}, { now: TEST_NOW, random: fixedRandom(0.8, 0.999) });
    expect(result.armoire).toMatchObject({ type: 'experience', dropKey: 49 });
    // 49 experience at level 1 (25 to the next level) is a level up with 24 left over.
    expect(result.player.stats).toMatchObject({ lvl: 2, exp: 24 });
  });

  it('with the gear all taken, food only below 0.5', () => {
    const player = opened({ owned: allOwned });
    expect(armoireGearLeft(player, TEST_NOW)).toEqual([]);
    const food = buyArmoire(player, {}, { now: TEST_NOW, random: fixedRandom(0.49, 0) });
    expect(food.armoire.type).toBe('food');
    const exp = buyArmoire(player, {}, { now: TEST_NOW, random: fixedRandom(0.5, 0) });
    expect(exp.armoire).toMatchObject({ type: 'experience', dropKey: 10 });
    expect(exp.player.flags.armoireEmpty).toBe(true);
  });

  it('says when the last piece is taken (emptied, armoireEmpty)', () => {
    const result = buyArmoire(
      opened({ owned: allButFirst }),
      {},
      {
        now: TEST_NOW,
        random: fixedRandom(0.1, 0),
      },
    );
    expect(result.armoire).toMatchObject({ type: 'gear', dropKey: armoireKeys[0], emptied: true });
    expect(result.player.flags.armoireEmpty).toBe(true);
  });

  it('levels up on enough experience', () => {
    const player = opened({ stats: { gp: 100, exp: 24, lvl: 1 } });
    const result = buyArmoire(player, {}, { now: TEST_NOW, random: fixedRandom(0.9, 0) });
    expect(result.player.stats.lvl).toBe(2);
    expect(result.player.stats.gp).toBe(0);
  });

  it('refuses 99 gold and more than one at a time', () => {
    const random = fixedRandom(0.1);
    expectRefusal(
      () => buyArmoire(makePlayer({ stats: { gp: 99 } }), {}, { now: TEST_NOW, random }),
      'messageNotEnoughGold',
      401,
    );
    expectRefusal(
      () => buyArmoire(opened(), { quantity: 2 }, { now: TEST_NOW, random }),
      'messageNotAbleToBuyInBulk',
      400,
    );
  });
});
