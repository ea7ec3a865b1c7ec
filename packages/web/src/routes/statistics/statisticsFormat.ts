// How the statistics screens write their numbers: strength as a percentage with one decimal,
// month and weekday names in the browser's language.
import { dateKey } from '@questlog/core';
import { formatDateKey } from '../../format/dateKeys.ts';

const percent = new Intl.NumberFormat(undefined, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export const formatStrength = (strength: number) => percent.format(strength);

/** 0 Sunday … 6 Saturday; 4 January 1970 was a Sunday (day 3). */
export const weekdayName = (weekday: number) =>
  formatDateKey(dateKey(3 + weekday), undefined, { weekday: 'long' });

/** 1 January … 12 December. */
export const monthName = (month: number) =>
  formatDateKey(`2026-${String(month).padStart(2, '0')}-01`, undefined, { month: 'long' });
