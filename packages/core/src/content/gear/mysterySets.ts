// Mystery sets: one per month from 2014-02 through LAST_MYSTERY_MONTH, plus the time-travel and
// wondercon sets; sets with no items are dropped.
import { LAST_MYSTERY_MONTH, mysteryGear } from './mysteryGear.ts';
import { recordByKey } from '../../ownValue.ts';

export interface MysterySet {
  /** YYYYMM for a monthly set, 3014xx/3017xx for time travel, or 'wondercon'. */
  key: string;
  /** First and last day the set is given to subscribers ('YYYY-MM-DD'); absent for the others. */
  start?: string;
  end?: string;
  items: readonly string[];
}

const FIRST_MONTH = '2014-02';

function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

function lastDayOfMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${yearMonth}-${String(day)}`;
}

const itemsOf = (key: string): string[] =>
  mysteryGear.filter((item) => item.mystery === key).map((item) => item.key);

const monthlySets: MysterySet[] = monthsFrom(FIRST_MONTH, LAST_MYSTERY_MONTH).map((yearMonth) => ({
  key: yearMonth.replace('-', ''),
  start: `${yearMonth}-01`,
  end: lastDayOfMonth(yearMonth),
  items: itemsOf(yearMonth.replace('-', '')),
}));

const otherSets: MysterySet[] = ['301404', '301405', '301703', '301704', 'wondercon'].map(
  (key) => ({ key, items: itemsOf(key) }),
);

export const MYSTERY_SETS: readonly MysterySet[] = [...monthlySets, ...otherSets].filter(
  (set) => set.items.length > 0,
);

export const MYSTERY_SET_BY_KEY: Readonly<Record<string, MysterySet>> = recordByKey(MYSTERY_SETS);
