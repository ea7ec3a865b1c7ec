// The zones the settings offer: every IANA name the browser knows, the detected one first, each
// with its UTC offset now (derived from the zone by core, so daylight saving shows).
import { utcOffsetIn } from '@questlog/core';

/** "UTC+05:45" from minutes ahead of UTC. */
export function offsetText(minutesAhead: number): string {
  const sign = minutesAhead < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutesAhead) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(minutesAhead) % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${minutes}`;
}

/** The zone's offset now as text, or undefined for a name the runtime does not know. */
export function zoneOffsetText(zone: string, now: Date): string | undefined {
  try {
    return offsetText(utcOffsetIn(zone, now));
  } catch {
    return undefined;
  }
}

function supportedZones(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
}

/**
 * The names matching `search` (any part of the name, spaces as underscores, any case), the
 * detected zone first and the saved one kept in, so the list always holds the current choice.
 */
export function zoneChoices(
  search: string,
  detected: string | undefined,
  saved: string | null,
): string[] {
  const wanted = search.trim().toLowerCase().replaceAll(' ', '_');
  const zones = new Set<string>();
  for (const zone of [detected, saved, ...supportedZones()]) {
    if (zone && zone.toLowerCase().includes(wanted)) zones.add(zone);
  }
  return [...zones];
}
