// Local dates as text, 'YYYY-MM-DD' (how vacations, skips and the last day boundary are stored),
// and back to day numbers (days since 1970-01-01, as the recurrence rules count).
const DAY = 86_400_000;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dateKey(date: number): string {
  return new Date(date * DAY).toISOString().slice(0, 10);
}

/** The day number of 'YYYY-MM-DD', or undefined when it is not a real calendar date. */
export function dateOfKey(key: unknown): number | undefined {
  if (typeof key !== 'string') return undefined;
  const match = DATE_KEY.exec(key);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = Date.UTC(year, month - 1, day) / DAY;
  // Date.UTC rolls 31 April over into May; a real date reads back the same.
  return dateKey(date) === key ? date : undefined;
}
