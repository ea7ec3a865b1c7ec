// gear.flat and gear.tree as the original's clients read them: every piece by key,
// and the same pieces by slot, class and index (`gear.tree.weapon.warrior[3]`).
import {
  GEAR_CLASSES,
  GEAR_SLOTS,
  type GearClass,
  type GearItem,
  type GearSlot,
  type LocalizedCatalogue,
  type LocalizedItem,
  type PlayerClass,
} from '@questlog/core';
import { keyedBy, present } from './keyed.ts';

export interface ContentGearItem {
  key: string;
  text: string;
  notes: string;
  /** The slot: the original calls it `type`. */
  type: GearSlot;
  klass: GearClass;
  index: string;
  set: string;
  value: number;
  str: number;
  int: number;
  per: number;
  con: number;
  twoHanded?: true;
  /** The last tier of a class line. */
  last?: true;
  specialClass?: PlayerClass;
  /** The yearly event that hands the piece out; ours names it by key (no dates per piece). */
  event?: { key: string };
  mystery?: string;
  gearSet?: string;
  season?: string;
}

export type GearTree = Record<GearSlot, Record<GearClass, Record<string, ContentGearItem>>>;

export interface ContentGear {
  flat: Record<string, ContentGearItem>;
  tree: GearTree;
}

export function presentGearItem(item: LocalizedItem<GearItem>): ContentGearItem {
  return {
    key: item.key,
    text: item.text,
    notes: item.notes ?? '',
    type: item.slot,
    klass: item.klass,
    index: item.index,
    set: item.set,
    value: item.value,
    str: item.str,
    int: item.int,
    per: item.per,
    con: item.con,
    ...present('twoHanded', item.twoHanded && (true as const)),
    ...present('last', item.last && (true as const)),
    ...present('specialClass', item.specialClass),
    ...present('event', item.event && { key: item.event }),
    ...present('mystery', item.mystery),
    ...present('gearSet', item.gearSet),
    ...present('season', item.season),
  };
}

/** Every slot with every class present, empty where a class has no piece for the slot. */
function emptyTree(): GearTree {
  const classes = () =>
    Object.fromEntries(GEAR_CLASSES.map((klass) => [klass, {}])) as GearTree[GearSlot];
  return Object.fromEntries(GEAR_SLOTS.map((slot) => [slot, classes()])) as GearTree;
}

export function presentGear(catalogue: LocalizedCatalogue): ContentGear {
  const flat = keyedBy(Object.values(catalogue.gear).map(presentGearItem), (item) => item.key);
  const tree = emptyTree();
  for (const item of Object.values(flat)) tree[item.type][item.klass][item.index] = item;
  return { flat, tree };
}
