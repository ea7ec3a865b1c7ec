// A game date ('YYYY-MM-DD') shown to the player in the browser's locale: the date itself, never
// moved by a zone (it is a local date already).
import { dateOfKey } from '@questlog/core';

const DAY = 86_400_000;

export function formatDateKey(
  key: string,
  locale?: string,
  style: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = dateOfKey(key);
  if (date === undefined) return key;
  return new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' }).format(date * DAY);
}
