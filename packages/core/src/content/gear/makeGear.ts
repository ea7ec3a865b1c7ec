// Fills the defaults every piece shares (bonuses 0, set `<klass>-<index>`, not two-handed, not
// sold), so the data files only state what differs.
import type { GearClass, GearItem, GearSlot } from './types.ts';

export type GearFields = Partial<Omit<GearItem, 'key' | 'slot' | 'klass' | 'index'>>;

export function makeGear(
  slot: GearSlot,
  klass: GearClass,
  index: string | number,
  fields: GearFields = {},
): GearItem {
  const name = String(index);
  return {
    key: `${slot}_${klass}_${name}`,
    slot,
    klass,
    index: name,
    set: `${klass}-${name}`,
    value: 0,
    str: 0,
    con: 0,
    int: 0,
    per: 0,
    twoHanded: false,
    last: false,
    canBuy: false,
    ...fields,
  };
}

/** Bonuses written compactly as `{ str: 5, per: 5 }`. */
export type Bonus = Partial<Record<'str' | 'con' | 'int' | 'per', number>>;
