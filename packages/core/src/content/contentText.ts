// The English text of catalogue items, kept apart from the data so that other languages can be
// laid over it key by key (issue 6: "English text through the i18n catalogue").

export interface ItemText {
  text: string;
  notes?: string;
}

/** English text of one family, by item key. Every item of the family has an entry. */
export type TextTable = Readonly<Record<string, ItemText>>;

/** English month names, January first (for month-keyed sets and backgrounds). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
