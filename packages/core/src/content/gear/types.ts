// The shape of a piece of gear. Keys follow the original game: `<slot>_<klass>_<index>`, e.g.
// `weapon_warrior_3`.
import type { PlayerClass } from '../../model/user.ts';

export const GEAR_SLOTS = [
  'weapon',
  'armor',
  'head',
  'shield',
  'back',
  'body',
  'headAccessory',
  'eyewear',
] as const;
export type GearSlot = (typeof GEAR_SLOTS)[number];

export const GEAR_CLASSES = [
  'base',
  'warrior',
  'rogue',
  'wizard',
  'healer',
  'special',
  'mystery',
  'armoire',
] as const;
export type GearClass = (typeof GEAR_CLASSES)[number];

export const SEASONS = ['winter', 'spring', 'summer', 'fall'] as const;
export type Season = (typeof SEASONS)[number];

/** The four attributes gear can raise. */
export interface GearBonuses {
  str: number;
  con: number;
  int: number;
  per: number;
}

/**
 * Who may own a restricted piece. A piece already owned stays ownable whatever its condition.
 * - backer / contributor: a Kickstarter backer tier or contributor level at least this high;
 * - critical: the contributor's critical-bug flag;
 * - granted: only by being given it (mystery boxes, quest rewards, login rewards, past events).
 */
export type GearOwnership =
  | { kind: 'backer'; tier: number }
  | { kind: 'contributor'; level: number }
  | { kind: 'critical' }
  | { kind: 'granted' };

/** Gear sold only around a yearly event (birthday, new year's eve, …). */
export const GEAR_EVENTS = [
  'birthday',
  'newYearsEve',
  'namingDay',
  'anniversary',
  'piDay',
  'turkeyDay',
  'gaymerx',
] as const;
export type GearEvent = (typeof GEAR_EVENTS)[number];

export interface GearItem extends GearBonuses {
  key: string;
  slot: GearSlot;
  klass: GearClass;
  /** The part of the key after the class: a tier number for class gear, a name otherwise. */
  index: string;
  /** Market tier (0–6) of class and base gear. */
  tier?: number;
  /** The class a special piece belongs to (its class bonus and who may buy it). */
  specialClass?: PlayerClass;
  /** Grouping key; defaults to `<klass>-<index>` as in the original. */
  set: string;
  /** Gold price. */
  value: number;
  twoHanded: boolean;
  /** Last tier of a class line (the ultimate gear). */
  last: boolean;
  /** Cosmetic group with a shared unlock price (the animal set costs 5). */
  gearSet?: 'animal' | 'glasses' | 'headband';
  /** Mystery set key (YYYYMM, the 3014xx/3017xx specials, or wondercon). */
  mystery?: string;
  season?: Season;
  /** Seasonal gala year, e.g. 2015 for winter2015 (released in December 2014). */
  year?: number;
  event?: GearEvent;
  /** First month the piece can be bought or found ('YYYY-MM'); before it the piece is hidden. */
  released?: string;
  ownership?: GearOwnership;
  /** Sold in a shop at all (class market, seasonal shop, animal gear); false by default. */
  canBuy: boolean;
}
