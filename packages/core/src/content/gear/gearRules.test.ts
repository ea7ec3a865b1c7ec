import { describe, expect, it } from 'vitest';
import type { PlayerClass } from '../../model/user.ts';
import { makeGear } from './makeGear.ts';
import {
  canBuyGear,
  canOwnGear,
  gearByKey,
  gearPurchaseRefusal,
  isArmoireReleased,
  seasonOf,
  type GearOwner,
} from './index.ts';

function makeOwner(
  fields: {
    klass?: PlayerClass;
    owned?: Record<string, boolean>;
    backerTier?: number;
    contributorLevel?: number;
    critical?: boolean;
  } = {},
): GearOwner {
  return {
    stats: { class: fields.klass ?? 'warrior' },
    items: { gear: { owned: fields.owned ?? {} } },
    backer: { tier: fields.backerTier },
    contributor: { level: fields.contributorLevel, critical: fields.critical },
  };
}

const item = (key: string) => {
  const found = gearByKey(key);
  if (found === undefined) throw new Error(`no gear ${key}`);
  return found;
};

const JUNE = new Date('2025-06-15T12:00:00Z');

describe('gearPurchaseRefusal in the market', () => {
  it.each([
    ['tier 1 needs nothing before it', 'weapon_warrior_1', {}, null],
    ['tier 2 needs tier 1', 'weapon_warrior_2', {}, 'previousGearNotOwned'],
    ['tier 2 with tier 1 owned', 'weapon_warrior_2', { weapon_warrior_1: true }, null],
    [
      'tier 3 with only tier 1',
      'armor_warrior_3',
      { armor_warrior_1: true },
      'previousGearNotOwned',
    ],
    [
      'a lost previous tier does not count',
      'head_warrior_2',
      { head_warrior_1: false },
      'previousGearNotOwned',
    ],
    ['an owned piece', 'weapon_warrior_1', { weapon_warrior_1: true }, 'equipmentAlreadyOwned'],
    ['another class', 'weapon_wizard_1', {}, 'cannotBuyItem'],
    ['another class, lost earlier', 'weapon_wizard_1', { weapon_wizard_1: false }, null],
    ['a base item', 'weapon_base_0', {}, 'cannotBuyItem'],
    ['a mystery item', 'armor_mystery_201402', {}, 'cannotBuyItem'],
    ['an armoire item', 'weapon_armoire_lunarSceptre', {}, 'cannotBuyItem'],
    ['animal ears', 'headAccessory_special_foxEars', {}, null],
  ] as const)('%s: %s → %s', (_case, key, owned, refusal) => {
    expect(gearPurchaseRefusal(makeOwner({ owned }), item(key), JUNE)).toBe(refusal);
    expect(canBuyGear(makeOwner({ owned }), item(key), JUNE)).toBe(refusal === null);
  });

  it('sells rogues their off-hand line tier by tier', () => {
    const rogue = (owned: Record<string, boolean>) => makeOwner({ klass: 'rogue', owned });
    expect(gearPurchaseRefusal(rogue({}), item('shield_rogue_2'), JUNE)).toBe(
      'previousGearNotOwned',
    );
    expect(gearPurchaseRefusal(rogue({ shield_rogue_1: true }), item('shield_rogue_2'), JUNE)).toBe(
      null,
    );
  });
});

describe('seasonal gear', () => {
  const summerWarrior = item('weapon_special_summer2016Warrior');

  it('is sold to its own class during its season', () => {
    expect(gearPurchaseRefusal(makeOwner({ klass: 'warrior' }), summerWarrior, JUNE)).toBe(null);
  });

  it('is refused to another class', () => {
    expect(gearPurchaseRefusal(makeOwner({ klass: 'healer' }), summerWarrior, JUNE)).toBe(
      'cannotBuyItem',
    );
  });

  it('is not for sale out of season or before its gala', () => {
    const october = new Date('2025-10-01T00:00:00Z');
    expect(gearPurchaseRefusal(makeOwner(), summerWarrior, october)).toBe('messageNotAvailable');
    const before = new Date('2015-07-01T00:00:00Z');
    expect(gearPurchaseRefusal(makeOwner(), summerWarrior, before)).toBe('messageNotAvailable');
  });

  it.each([
    ['2025-12-01', 'winter'],
    ['2026-02-28', 'winter'],
    ['2026-03-01', 'spring'],
    ['2026-05-31', 'spring'],
    ['2026-06-01', 'summer'],
    ['2026-09-01', 'fall'],
    ['2026-11-30', 'fall'],
  ] as const)('%s is in %s', (day, season) => {
    expect(seasonOf(new Date(`${day}T12:00:00Z`))).toBe(season);
  });
});

describe('canOwnGear', () => {
  it.each([
    ['armor_special_0', { backerTier: 44 }, false],
    ['armor_special_0', { backerTier: 45 }, true],
    ['weapon_special_0', { backerTier: 45 }, false],
    ['weapon_special_0', { backerTier: 70 }, true],
    ['weapon_special_2', { backerTier: 299 }, false],
    ['weapon_special_2', { backerTier: 300 }, true],
    ['armor_special_1', { contributorLevel: 1 }, false],
    ['armor_special_1', { contributorLevel: 2 }, true],
    ['shield_special_1', { contributorLevel: 4 }, false],
    ['shield_special_1', { contributorLevel: 5 }, true],
    ['weapon_special_critical', { contributorLevel: 9 }, false],
    ['weapon_special_critical', { critical: true }, true],
    ['armor_special_bardRobes', {}, false],
    ['armor_mystery_201402', {}, false],
    ['weapon_warrior_4', {}, true],
  ] as const)('%s for %j → %s', (key, fields, ownable) => {
    expect(canOwnGear(makeOwner(fields), item(key))).toBe(ownable);
  });

  it('keeps a granted piece ownable once held', () => {
    const owner = makeOwner({ owned: { armor_mystery_201402: true, armor_special_0: true } });
    expect(canOwnGear(owner, item('armor_mystery_201402'))).toBe(true);
    expect(canOwnGear(owner, item('armor_special_0'))).toBe(true);
  });
});

describe('isArmoireReleased', () => {
  const later = makeGear('weapon', 'armoire', 'futureLance', { value: 100, released: '2026-03' });

  it.each([
    ['2026-02-28T23:59:59Z', false],
    ['2026-03-01T00:00:00Z', true],
    ['2027-01-10T00:00:00Z', true],
  ] as const)('a March 2026 piece at %s → %s', (iso, released) => {
    expect(isArmoireReleased(later, new Date(iso))).toBe(released);
  });

  it('always shows pieces without a release month', () => {
    expect(isArmoireReleased(item('weapon_armoire_lunarSceptre'), new Date('2015-01-01'))).toBe(
      true,
    );
  });

  it('refuses an unreleased piece in a shop', () => {
    const sold = { ...later, canBuy: true, ownership: undefined };
    const now = new Date('2026-02-01T00:00:00Z');
    expect(gearPurchaseRefusal(makeOwner(), sold, now)).toBe('messageNotAvailable');
  });
});
