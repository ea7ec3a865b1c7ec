import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../testing/factories.ts';
import { changeClass, classChangeBalance, disableClasses } from './changeClass.ts';
import { hasClass } from './hasClass.ts';
import { makeClassPlayer, makePlayer } from './testPlayer.ts';

const level = (lvl: number, extra = {}) =>
  deepFreeze(makePlayer({ balance: 1, stats: { lvl, ...extra } }));

describe('changeClass', () => {
  // issue 19.3: the old class's pieces come off; the new class's best owned (or starter) go on
  it('wears the new class’s gear in place of the old class’s, keeping other gear', () => {
    const warrior = makeClassPlayer('warrior', { balance: 1, stats: { lvl: 15 } });
    const owned = {
      ...warrior.items.gear.owned,
      weapon_warrior_1: true,
      armor_warrior_1: true,
      shield_warrior_1: true,
      head_armoire_lunarCrown: true,
      weapon_healer_0: true,
      weapon_healer_2: true,
      weapon_healer_1: true,
    };
    const equipped = {
      ...warrior.items.gear.equipped,
      weapon: 'weapon_warrior_1',
      armor: 'armor_warrior_1',
      shield: 'shield_warrior_1',
      head: 'head_armoire_lunarCrown',
    };
    const player = deepFreeze({
      ...warrior,
      items: { ...warrior.items, gear: { ...warrior.items.gear, owned, equipped } },
    });
    expect(changeClass(player, 'rogue').player.items.gear.equipped).toMatchObject({
      weapon: 'weapon_rogue_0',
      shield: 'shield_rogue_0',
      armor: 'armor_base_0',
      head: 'head_armoire_lunarCrown',
    });
    expect(changeClass(player, 'healer').player.items.gear.equipped).toMatchObject({
      weapon: 'weapon_healer_2',
      shield: 'shield_base_0',
    });
    // the wizard's staff is two-handed: no shield beside it
    expect(changeClass(player, 'wizard').player.items.gear.equipped).toMatchObject({
      weapon: 'weapon_wizard_0',
      shield: 'shield_base_0',
    });
  });

  it('a first choice swaps the new player’s warrior sword for the class’s weapon', () => {
    const { equipped } = changeClass(level(10), 'wizard').player.items.gear;
    expect(equipped.weapon).toBe('weapon_wizard_0');
  });

  it('is refused below level 10 with lvl10ChangeClass', () => {
    expect(() => changeClass(level(9), 'rogue')).toThrow(
      expect.objectContaining({ key: 'lvl10ChangeClass', status: 401 }),
    );
  });

  it('refuses a class that does not exist with invalidClass', () => {
    expect(() => changeClass(level(10), 'bard')).toThrow(
      expect.objectContaining({ key: 'invalidClass', status: 400 }),
    );
  });

  it('chooses the first class for free with its starting weapon', () => {
    const { player } = changeClass(level(10, { str: 3 }), 'wizard');
    expect(player.stats.class).toBe('wizard');
    expect(player.flags.classSelected).toBe(true);
    expect(player.items.gear.owned.weapon_wizard_0).toBe(true);
    expect(player.balance).toBe(1);
    expect(player.stats.str).toBe(3);
  });

  it('gives a rogue the off-hand weapon in the shield slot too', () => {
    const { owned } = changeClass(level(12), 'rogue').player.items.gear;
    expect(owned).toMatchObject({ weapon_rogue_0: true, shield_rogue_0: true });
  });

  it('changing a chosen class costs 3 gems (0.75) and returns the points', () => {
    const chosen = deepFreeze(
      makeClassPlayer('warrior', { balance: 1, stats: { lvl: 15, str: 10, con: 5, points: 0 } }),
    );
    const { player } = changeClass(chosen, 'healer');
    expect(player.balance).toBe(0.25);
    expect(player.stats).toMatchObject({ class: 'healer', str: 0, con: 0, points: 15 });
    expect(player.items.gear.owned.weapon_healer_0).toBe(true);
  });

  it('a reset without a class returns the points (capped at 100) and unselects', () => {
    const chosen = deepFreeze(
      makeClassPlayer('rogue', { balance: 2, stats: { lvl: 120, per: 100 } }),
    );
    const { player } = changeClass(chosen);
    expect(player.balance).toBe(1.25);
    expect(player.flags.classSelected).toBe(false);
    expect(player.stats).toMatchObject({ per: 0, points: 100, class: 'rogue' });
  });

  it('a reset with fewer than 3 gems is refused with notEnoughGems', () => {
    const chosen = deepFreeze(makeClassPlayer('rogue', { balance: 0.5 }));
    expect(() => changeClass(chosen, 'wizard')).toThrow(
      expect.objectContaining({ key: 'notEnoughGems' }),
    );
    expect(() => changeClass(chosen)).toThrow(expect.objectContaining({ key: 'notEnoughGems' }));
  });

  it('after classes were disabled, choosing one is free and turns classes back on', () => {
    const disabled = deepFreeze(disableClasses(level(30)).player);
    const { player } = changeClass(disabled, 'wizard');
    expect(player.balance).toBe(1);
    expect(player.preferences).toMatchObject({ disableClasses: false, automaticAllocation: false });
    expect(player.stats).toMatchObject({ class: 'wizard', str: 0, points: 30 });
    expect(hasClass(player)).toBe(true);
  });
});

describe('classChangeBalance (3 gems)', () => {
  const chosen = makeClassPlayer('rogue', { balance: 2, stats: { lvl: 20 } });
  const disabled = disableClasses(level(20)).player;
  it.each([
    ['a first choice', level(10), 'wizard', 0],
    ['a change of a chosen class', chosen, 'wizard', 0.75],
    ['a reset of a chosen class', chosen, undefined, 0.75],
    ['a reset with no class chosen', level(10), undefined, 0.75],
    ['a choice while classes are disabled', disabled, 'healer', 0],
    ['a reset while classes are disabled', disabled, undefined, 0],
  ])('%s costs %s', (_case, player, klass, price) => {
    expect(classChangeBalance(player, klass)).toBe(price);
    // what changeClass takes from the balance
    expect(player.balance - changeClass(player, klass).player.balance).toBe(price);
  });
});

describe('disableClasses', () => {
  it('makes a warrior with automatic allocation and every point in strength', () => {
    const { player } = disableClasses(level(12, { int: 4, points: 8, class: 'wizard' }));
    expect(player.stats).toMatchObject({ class: 'warrior', str: 12, int: 0, points: 0 });
    expect(player.preferences).toMatchObject({ disableClasses: true, automaticAllocation: true });
    expect(hasClass(player)).toBe(false);
  });
});

describe('hasClass', () => {
  it.each([
    [10, false, true, true],
    [9, false, true, false],
    [10, true, true, false],
    [10, false, false, false],
  ])('level %i, disabled %s, selected %s → %s', (lvl, disableClasses, classSelected, expected) => {
    const player = makePlayer({ stats: { lvl }, preferences: { disableClasses } });
    expect(hasClass({ ...player, flags: { ...player.flags, classSelected } })).toBe(expected);
  });
});

describe('pinned gear follows the class', () => {
  it("pins the new class's next pieces and unpins the old class's", () => {
    const warrior = makeClassPlayer('warrior', { balance: 1, stats: { lvl: 12 } });
    const pinned = deepFreeze({
      ...warrior,
      pinnedItems: [
        { type: 'marketGear', path: 'gear.flat.weapon_warrior_1' },
        { type: 'potion', path: 'potion' },
      ],
    });
    const paths = changeClass(pinned, 'rogue').player.pinnedItems.map((pin) => pin.path);
    // A new player owns weapon_warrior_0: the warrior's next piece was tier 1.
    expect(paths).not.toContain('gear.flat.weapon_warrior_1');
    expect(paths).toContain('potion');
    // The tier-0 weapons come with the class: the shop offers tier 1 next.
    expect(paths).toEqual(
      expect.arrayContaining([
        'gear.flat.weapon_rogue_1',
        'gear.flat.armor_rogue_1',
        'gear.flat.head_rogue_1',
        'gear.flat.shield_rogue_1',
      ]),
    );
  });
});
