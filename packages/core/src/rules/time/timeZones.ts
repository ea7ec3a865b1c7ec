// Time zones by IANA name (`Europe/Berlin`). The offsets come from the runtime's zone data through
// Intl (@date-fns/tz), so they follow every daylight-saving change; nothing here assumes a fixed
// offset for a named zone.
import { tzOffset } from '@date-fns/tz/tzOffset';

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
// Only known zones are remembered (a few hundred at most); a client's made-up names are not.
const knownZones = new Set<string>();

/** Whether `name` is an IANA zone the runtime knows ("UTC" counts; "+02:00" is an offset, not a zone). */
export function isTimeZoneName(name: unknown): name is string {
  if (typeof name !== 'string') return false;
  if (knownZones.has(name)) return true;
  const known = ZONE_NAME.test(name) && isKnownToIntl(name);
  if (known) knownZones.add(name);
  return known;
}

function isKnownToIntl(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Minutes ahead of UTC in `timeZone` at `at` (Berlin in summer: 120; St John's in winter: −210). */
export function utcOffsetIn(timeZone: string, at: Date): number {
  // Checked first: for a name Intl refuses, tzOffset falls back to reading "+05" out of it.
  if (!isTimeZoneName(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return tzOffset(timeZone, at);
}

/**
 * The original's `timezoneOffset` for a zone at a moment: minutes behind UTC, the legacy sign
 * (Berlin in summer: −120; Kiritimati −840, the end of the legacy range −840…720).
 */
export function legacyTimezoneOffset(timeZone: string, at: Date): number {
  return -utcOffsetIn(timeZone, at) || 0;
}
