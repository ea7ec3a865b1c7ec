import { describe, expect, it } from 'vitest';
import {
  GEAR,
  GEAR_BY_KEY,
  GEAR_CLASSES,
  GEAR_FAMILIES,
  GEAR_SLOTS,
  LAST_MYSTERY_MONTH,
  LOGIN_REWARD_GEAR_KEYS,
  MYSTERY_SETS,
  gearByKey,
  gearText,
} from './index.ts';

const item = (key: string) => {
  const found = gearByKey(key);
  if (found === undefined) throw new Error(`no gear ${key}`);
  return found;
};

describe('gear catalogue invariants', () => {
  it('has no duplicate keys', () => {
    const keys = GEAR.map((gear) => gear.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(GEAR_BY_KEY)).toHaveLength(keys.length);
  });

  it('gives every key English text with notes', () => {
    for (const gear of GEAR) {
      expect(gearText[gear.key]?.text.trim(), gear.key).toBeTruthy();
      expect(gearText[gear.key]?.notes?.trim(), gear.key).toBeTruthy();
    }
    expect(Object.keys(gearText)).toHaveLength(GEAR.length);
  });

  it('keeps slot, class and index consistent with the key', () => {
    for (const gear of GEAR) {
      expect(gear.key).toBe(`${gear.slot}_${gear.klass}_${gear.index}`);
      expect(GEAR_SLOTS).toContain(gear.slot);
      expect(GEAR_CLASSES).toContain(gear.klass);
      if (gear.tier !== undefined) expect(gear.index).toBe(String(gear.tier));
    }
    expect(item('weapon_warrior_3')).toMatchObject({ slot: 'weapon', klass: 'warrior', tier: 3 });
  });

  it('uses whole, non-negative numbers', () => {
    for (const gear of GEAR) {
      for (const n of [gear.value, gear.str, gear.con, gear.int, gear.per]) {
        expect(Number.isInteger(n) && n >= 0, gear.key).toBe(true);
      }
    }
  });

  it('has a base item for each of the eight slots, worth nothing', () => {
    for (const slot of GEAR_SLOTS) expect(item(`${slot}_base_0`).value).toBe(0);
  });

  it('dates every release month as YYYY-MM', () => {
    for (const gear of GEAR) {
      if (gear.released !== undefined) expect(gear.released).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    }
  });
});

// The class lines' values, as the original game has them.
const VALUES: Record<string, Record<string, readonly number[]>> = {
  warrior: {
    weapon: [1, 20, 30, 45, 65, 90, 120],
    armor: [30, 45, 65, 90, 120],
    head: [15, 25, 40, 60, 80],
    shield: [20, 35, 50, 70, 90],
  },
  rogue: {
    weapon: [0, 20, 35, 50, 70, 90, 120],
    armor: [30, 45, 65, 90, 120],
    head: [15, 25, 40, 60, 80],
    shield: [0, 20, 35, 50, 70, 90, 120],
  },
  wizard: {
    weapon: [0, 30, 50, 80, 120, 160, 200],
    armor: [30, 45, 65, 90, 120],
    head: [15, 25, 40, 60, 80],
  },
  healer: {
    weapon: [0, 20, 30, 45, 65, 90, 120],
    armor: [30, 45, 65, 90, 120],
    head: [15, 25, 40, 60, 80],
    shield: [20, 35, 50, 70, 90],
  },
};

const valueRows = Object.entries(VALUES).flatMap(([klass, slots]) =>
  Object.entries(slots).flatMap(([slot, values]) => {
    const first = slot === 'weapon' || (klass === 'rogue' && slot === 'shield') ? 0 : 1;
    return values.map((value, i) => [`${slot}_${klass}_${String(first + i)}`, value] as const);
  }),
);

describe('class gear', () => {
  it.each(valueRows)('%s costs %d', (key, value) => {
    expect(item(key).value).toBe(value);
    expect(item(key).canBuy).toBe(true);
  });

  it('has exactly the tiers in the table', () => {
    const classKeys = GEAR_FAMILIES.class.map((gear) => gear.key).sort();
    expect(classKeys).toEqual(valueRows.map(([key]) => key).sort());
  });

  it.each([
    ['weapon_warrior_6', { str: 18 }],
    ['armor_warrior_5', { con: 11 }],
    ['armor_rogue_5', { per: 18 }],
    ['shield_rogue_6', { str: 10 }],
    ['weapon_wizard_6', { int: 18, per: 10 }],
    ['head_wizard_5', { per: 10 }],
    ['weapon_healer_6', { int: 11 }],
    ['shield_healer_5', { con: 12 }],
  ] as const)('%s gives %j', (key, bonus) => {
    expect(item(key)).toMatchObject(bonus);
  });

  it('makes every wizard weapon two-handed and no other class weapon', () => {
    for (const gear of GEAR_FAMILIES.class) {
      expect(gear.twoHanded, gear.key).toBe(gear.klass === 'wizard' && gear.slot === 'weapon');
    }
  });

  it('gives wizards no shields and rogues off-hand weapons matching their main hand', () => {
    expect(GEAR.some((gear) => gear.slot === 'shield' && gear.klass === 'wizard')).toBe(false);
    for (let tier = 0; tier <= 6; tier += 1) {
      expect(item(`shield_rogue_${String(tier)}`).str).toBe(
        item(`weapon_rogue_${String(tier)}`).str,
      );
    }
  });

  it('marks the last tier of each line as ultimate gear', () => {
    const last = GEAR_FAMILIES.class.filter((gear) => gear.last).map((gear) => gear.key);
    expect(last.sort()).toEqual(
      [
        'weapon_warrior_6',
        'armor_warrior_5',
        'head_warrior_5',
        'shield_warrior_5',
        'weapon_rogue_6',
        'armor_rogue_5',
        'head_rogue_5',
        'shield_rogue_6',
        'weapon_wizard_6',
        'armor_wizard_5',
        'head_wizard_5',
        'weapon_healer_6',
        'armor_healer_5',
        'head_healer_5',
        'shield_healer_5',
      ].sort(),
    );
  });
});

describe('special gear', () => {
  it.each([
    ['armor_special_0', { kind: 'backer', tier: 45 }],
    ['head_special_0', { kind: 'backer', tier: 45 }],
    ['shield_special_0', { kind: 'backer', tier: 45 }],
    ['weapon_special_0', { kind: 'backer', tier: 70 }],
    ['armor_special_2', { kind: 'backer', tier: 300 }],
    ['weapon_special_3', { kind: 'backer', tier: 300 }],
    ['armor_special_1', { kind: 'contributor', level: 2 }],
    ['head_special_1', { kind: 'contributor', level: 3 }],
    ['weapon_special_1', { kind: 'contributor', level: 4 }],
    ['shield_special_1', { kind: 'contributor', level: 5 }],
    ['weapon_special_critical', { kind: 'critical' }],
  ] as const)('%s is restricted to %j', (key, ownership) => {
    expect(item(key).ownership).toEqual(ownership);
  });

  it.each([
    ['back_special_aetherCloak', 175],
    ['weapon_special_aetherCrystals', 175],
    ['armor_special_lunarWarriorArmor', 130],
    ['head_special_mammothRiderHelm', 130],
    ['shield_special_goldenknight', 200],
  ] as const)('%s is worth %d', (key, value) => {
    expect(item(key).value).toBe(value);
  });

  it('has every login-incentive reward, granted and free', () => {
    expect(LOGIN_REWARD_GEAR_KEYS).toHaveLength(25);
    for (const key of LOGIN_REWARD_GEAR_KEYS) {
      expect(item(key)).toMatchObject({ value: 0, ownership: { kind: 'granted' } });
    }
    expect(LOGIN_REWARD_GEAR_KEYS[0]).toBe('armor_special_bardRobes');
  });

  it('prices animal ears and tails at 20 in the animal gear set', () => {
    const animal = GEAR.filter((gear) => gear.gearSet === 'animal');
    expect(animal.length).toBe(16);
    for (const gear of animal) expect(gear).toMatchObject({ value: 20, canBuy: true });
    expect(item('headAccessory_special_foxEars').gearSet).toBe('animal');
    expect(item('back_special_wolfTail').gearSet).toBe('animal');
  });

  it('prices headbands and glasses at 20', () => {
    for (const gear of GEAR.filter((g) => g.gearSet === 'headband' || g.gearSet === 'glasses')) {
      expect(gear.value).toBe(20);
    }
  });
});

describe('seasonal gear', () => {
  it.each([
    [
      'armor_special_yeti',
      { specialClass: 'warrior', value: 90, con: 9, season: 'winter', year: 2014 },
    ],
    ['weapon_special_candycane', { specialClass: 'wizard', value: 160, twoHanded: true }],
    ['shield_special_springRogue', { specialClass: 'rogue', value: 80, str: 8 }],
    ['head_special_winter2015Healer', { value: 60, int: 7, released: '2014-12' }],
    ['weapon_special_summer2016Warrior', { value: 90, str: 15, released: '2016-06' }],
    ['weapon_special_winter2017Mage', { value: 170 }],
    ['armor_special_fall2025Rogue', { value: 90, per: 15, released: '2025-09' }],
  ] as const)('%s matches %j', (key, fields) => {
    expect(item(key)).toMatchObject(fields);
  });

  it('gives wizards no seasonal shield', () => {
    expect(GEAR.some((gear) => gear.slot === 'shield' && gear.specialClass === 'wizard')).toBe(
      false,
    );
  });
});

describe('armoire gear', () => {
  it('is worth 100, with a set, and only found in the armoire', () => {
    expect(GEAR_FAMILIES.armoire.length).toBeGreaterThan(50);
    for (const gear of GEAR_FAMILIES.armoire) {
      expect(gear).toMatchObject({ value: 100, canBuy: false, ownership: { kind: 'granted' } });
      expect(gear.set).not.toBe('');
    }
    expect(item('weapon_armoire_lunarSceptre')).toMatchObject({ con: 7, int: 7, set: 'soothing' });
  });
});

describe('mystery sets', () => {
  it('starts in February 2014 and stops at the last catalogue month', () => {
    const monthly = MYSTERY_SETS.filter((set) => set.start !== undefined);
    expect(monthly[0]).toMatchObject({ key: '201402', start: '2014-02-01', end: '2014-02-28' });
    for (const set of monthly) {
      expect(set.key <= LAST_MYSTERY_MONTH.replace('-', '')).toBe(true);
    }
  });

  it('drops months without items and lists only mystery gear of its own key', () => {
    expect(MYSTERY_SETS.some((set) => set.key === '201404')).toBe(true);
    expect(MYSTERY_SETS.some((set) => set.key === '201413')).toBe(false);
    for (const set of MYSTERY_SETS) {
      expect(set.items.length).toBeGreaterThan(0);
      for (const key of set.items) expect(item(key).mystery).toBe(set.key);
    }
  });

  it('holds the time-travel and wondercon sets', () => {
    const keys = MYSTERY_SETS.map((set) => set.key);
    expect(keys).toEqual(
      expect.arrayContaining(['301404', '301405', '301703', '301704', 'wondercon']),
    );
    expect(item('eyewear_special_wondercon_red').mystery).toBe('wondercon');
  });
});
