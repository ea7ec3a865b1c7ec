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

/**
 * A table whose entries are written on first read. Describing every item of a large family
 * (1,200 pieces of gear) when the module loads cost a phone's first screen time for text it
 * never shows; the table still lists every key, and reads answer the same text each time.
 */
export function lazyTextTable<T extends { key: string }>(
  items: readonly T[],
  describe: (item: T) => ItemText,
): TextTable {
  const table: Record<string, ItemText> = {};
  for (const item of items) {
    Object.defineProperty(table, item.key, {
      enumerable: true,
      configurable: true,
      get() {
        const text = describe(item);
        Object.defineProperty(table, item.key, { value: text, enumerable: true });
        return text;
      },
    });
  }
  return table;
}
