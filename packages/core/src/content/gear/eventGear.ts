// Event gear (birthday, new-year-eve, naming-day, anniversary, pi-day and others). Event pieces are
// given away by their event, cost 0 and stay owned afterwards.
import { makeGear } from './makeGear.ts';
import type { GearEvent, GearItem, GearSlot } from './types.ts';

type EventRow = readonly [slot: GearSlot, name: string, event: GearEvent];

const yearly = (slot: GearSlot, prefix: string, event: GearEvent, years: number[]): EventRow[] =>
  years.map((year) => [slot, `${prefix}${year}`, event]);

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const EVENT_ROWS: readonly EventRow[] = [
  // The party robes of the game's birthday (31 January), one key per year after the first.
  ['armor', 'birthday', 'birthday'],
  ...yearly('armor', 'birthday', 'birthday', range(2015, 2024)),
  // New year's eve party hats.
  ['head', 'nye', 'newYearsEve'],
  ...yearly('head', 'nye', 'newYearsEve', range(2014, 2023)),
  ['head', 'namingDay2017', 'namingDay'],
  ['back', 'anniversary', 'anniversary'],
  ['body', 'anniversary', 'anniversary'],
  ['eyewear', 'anniversary', 'anniversary'],
  ['head', 'piDay', 'piDay'],
  ['shield', 'piDay', 'piDay'],
  ['armor', 'turkeyArmorBase', 'turkeyDay'],
  ['head', 'turkeyHelmBase', 'turkeyDay'],
  ['back', 'turkeyTailBase', 'turkeyDay'],
  ['armor', 'turkeyArmorGilded', 'turkeyDay'],
  ['head', 'turkeyHelmGilded', 'turkeyDay'],
  ['back', 'turkeyTailGilded', 'turkeyDay'],
  ['armor', 'gaymerx', 'gaymerx'],
  ['head', 'gaymerx', 'gaymerx'],
];

export const eventGear: readonly GearItem[] = EVENT_ROWS.map(([slot, name, event]) =>
  makeGear(slot, 'special', name, { event, set: event, ownership: { kind: 'granted' } }),
);
