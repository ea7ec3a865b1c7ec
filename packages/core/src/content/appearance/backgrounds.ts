// Backgrounds: monthly sets `backgroundsMMYYYY` at 7 gems each and 15 a set, the free event
// background, time-travel backgrounds at 1 hourglass and the check-in colours.
import { monthlyBackgroundKeys } from './monthlyBackgrounds.ts';
import { BACKGROUND_PRICE, BACKGROUND_SET_PRICE, TIME_TRAVEL_BACKGROUND_PRICE } from './prices.ts';
import type { Customization, CustomizationCurrency, CustomizationSet } from './types.ts';

export const FIRST_BACKGROUND_MONTH = { year: 2014, month: 6 } as const;
export const LAST_BACKGROUND_MONTH = { year: 2025, month: 11 } as const;

/** `backgroundsMMYYYY` for a calendar month (month 1–12). */
export function backgroundSetKey(year: number, month: number): string {
  return `backgrounds${String(month).padStart(2, '0')}${year}`;
}

/** Calendar months from the first release to the last, oldest first. */
function releaseMonths(): { year: number; month: number }[] {
  const months: { year: number; month: number }[] = [];
  let { year, month } = FIRST_BACKGROUND_MONTH as { year: number; month: number };
  while (year * 12 + month <= LAST_BACKGROUND_MONTH.year * 12 + LAST_BACKGROUND_MONTH.month) {
    months.push({ year, month });
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

export interface MonthlyBackgroundSet extends CustomizationSet {
  year: number;
  month: number;
}

export const monthlyBackgroundSets: readonly MonthlyBackgroundSet[] = releaseMonths().map(
  ({ year, month }) => ({
    key: backgroundSetKey(year, month),
    kind: 'background',
    setPrice: BACKGROUND_SET_PRICE,
    year,
    month,
  }),
);

export const specialBackgroundSets: readonly CustomizationSet[] = [
  { key: 'eventBackgrounds', kind: 'background', setPrice: 0 },
  { key: 'timeTravelBackgrounds', kind: 'background', setPrice: 0 },
  { key: 'incentiveBackgrounds', kind: 'background', setPrice: 0 },
];

function background(
  key: string,
  set: string,
  price: number,
  currency: CustomizationCurrency = 'gems',
): Customization {
  return { kind: 'background', key, path: `background.${key}`, price, currency, set };
}

function monthKeys(year: number, month: number): readonly string[] {
  return monthlyBackgroundKeys[`${String(month).padStart(2, '0')}${year}`] ?? [];
}

export const backgrounds: readonly Customization[] = [
  ...monthlyBackgroundSets.flatMap((set) =>
    monthKeys(set.year, set.month).map((key) => background(key, set.key, BACKGROUND_PRICE)),
  ),
  background('birthday_bash', 'eventBackgrounds', 0),
  ...['airship', 'clocktower', 'steamworks'].map((key) =>
    background(key, 'timeTravelBackgrounds', TIME_TRAVEL_BACKGROUND_PRICE, 'hourglasses'),
  ),
  // Check-in colours keep the default price but are paid in check-ins (currency loginIncentive):
  // the day-2 login reward grants them.
  ...['violet', 'blue', 'green', 'purple', 'red', 'yellow'].map((key) =>
    background(key, 'incentiveBackgrounds', BACKGROUND_PRICE, 'loginIncentive'),
  ),
];

/** The colours granted on check-in day 2, which only check-ins unlock. */
export const checkInOnlyBackgrounds: readonly string[] = [
  'blue',
  'green',
  'purple',
  'red',
  'yellow',
];

/** The monthly sets released by a given month (inclusive), e.g. for the shop's list. */
export function releasedBackgroundSets(year: number, month: number): MonthlyBackgroundSet[] {
  return monthlyBackgroundSets.filter((set) => set.year * 12 + set.month <= year * 12 + month);
}
