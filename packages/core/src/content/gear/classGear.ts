// The base items and the four classes' market lines, at the original game's figures. Each row is
// [value, bonus] by tier.
import { makeGear, type Bonus } from './makeGear.ts';
import type { GearItem, GearSlot } from './types.ts';
import { GEAR_SLOTS } from './types.ts';
import type { PlayerClass } from '../../model/user.ts';

type TierRow = readonly [value: number, bonus: Bonus];
/** Rows by tier; the first row is tier `firstTier` (0 for weapons, 1 for armour, head, shield). */
interface TierLine {
  firstTier: number;
  rows: readonly TierRow[];
}

// Tiered class armour costs 30, 45, 65, 90, 120 for every class.
const ARMOR_VALUES = [30, 45, 65, 90, 120] as const;
const HEAD_VALUES = [15, 25, 40, 60, 80] as const;
const SHIELD_VALUES = [20, 35, 50, 70, 90] as const;

function line(firstTier: number, values: readonly number[], bonuses: readonly Bonus[]): TierLine {
  return { firstTier, rows: values.map((value, i) => [value, bonuses[i] ?? {}] as const) };
}

const stat = (name: keyof Bonus, amounts: readonly number[]): Bonus[] =>
  amounts.map((amount) => ({ [name]: amount }));

// Rogue off-hand weapons sit in the shield slot and mirror the main-hand line.
const rogueWeapon = line(0, [0, 20, 35, 50, 70, 90, 120], stat('str', [0, 2, 3, 4, 6, 8, 10]));

export const CLASS_LINES: Readonly<Record<PlayerClass, Partial<Record<GearSlot, TierLine>>>> = {
  warrior: {
    // Weapon values run 20 to 120 (the tier-0 training sword costs 1).
    weapon: line(0, [1, 20, 30, 45, 65, 90, 120], stat('str', [0, 3, 6, 9, 12, 15, 18])),
    armor: line(1, ARMOR_VALUES, stat('con', [3, 5, 7, 9, 11])),
    head: line(1, HEAD_VALUES, stat('str', [2, 4, 6, 9, 12])),
    shield: line(1, SHIELD_VALUES, stat('con', [2, 3, 5, 7, 9])),
  },
  rogue: {
    weapon: rogueWeapon,
    armor: line(1, ARMOR_VALUES, stat('per', [6, 9, 12, 15, 18])),
    head: line(1, HEAD_VALUES, stat('per', [2, 4, 6, 9, 12])),
    shield: rogueWeapon,
  },
  wizard: {
    // Wizards hold their staff in both hands and have no shield line.
    weapon: line(
      0,
      [0, 30, 50, 80, 120, 160, 200],
      [0, 3, 6, 9, 12, 15, 18].map((int, i) => ({ int, per: [0, 1, 2, 3, 5, 7, 10][i] ?? 0 })),
    ),
    armor: line(1, ARMOR_VALUES, stat('int', [2, 4, 6, 9, 12])),
    head: line(1, HEAD_VALUES, stat('per', [2, 3, 5, 7, 10])),
  },
  healer: {
    weapon: line(0, [0, 20, 30, 45, 65, 90, 120], stat('int', [0, 2, 3, 5, 7, 9, 11])),
    armor: line(1, ARMOR_VALUES, stat('con', [6, 9, 12, 15, 18])),
    head: line(1, HEAD_VALUES, stat('int', [2, 3, 5, 7, 9])),
    shield: line(1, SHIELD_VALUES, stat('con', [2, 4, 6, 9, 12])),
  },
};

/** `<slot>_base_0` for all eight slots: what a slot falls back to when emptied. */
export const baseGear: readonly GearItem[] = GEAR_SLOTS.map((slot) =>
  makeGear(slot, 'base', 0, { tier: 0, canBuy: false }),
);

function lineGear(klass: PlayerClass, slot: GearSlot, tierLine: TierLine): GearItem[] {
  return tierLine.rows.map(([value, bonus], i) => {
    const tier = tierLine.firstTier + i;
    return makeGear(slot, klass, tier, {
      tier,
      value,
      ...bonus,
      twoHanded: klass === 'wizard' && slot === 'weapon',
      last: i === tierLine.rows.length - 1,
      canBuy: true,
    });
  });
}

export const classGear: readonly GearItem[] = (
  Object.entries(CLASS_LINES) as [PlayerClass, Partial<Record<GearSlot, TierLine>>][]
).flatMap(([klass, lines]) =>
  (Object.entries(lines) as [GearSlot, TierLine][]).flatMap(([slot, tierLine]) =>
    lineGear(klass, slot, tierLine),
  ),
);
