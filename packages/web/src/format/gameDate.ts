// A game day shown to the player: the calendar date at their stored offset (not the device's,
// which may differ while travelling), written in the browser's locale.
const MINUTE = 60_000;

export function formatGameDate(instant: string, timezoneOffset: number, locale?: string): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return '';
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return format.format(new Date(time - timezoneOffset * MINUTE));
}

/** An hour of the day as a local clock time ("07:00"), the same in every locale's digits. */
export function formatHour(hour: number, locale?: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  return format.format(new Date(Date.UTC(2000, 0, 1, hour)));
}
