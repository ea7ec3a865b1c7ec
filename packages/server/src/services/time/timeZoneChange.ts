// Setting or changing a player's named zone (PUT /user, the `x-user-timezone` header, sign-up).
// Travel's rule (docs/game-rules.md#time-zones-and-travel): before the clock changes, the last
// boundary's date is pinned as read with the old clock, so the new zone never rereads last_cron and
// no local date runs twice or goes uncounted. The legacy offset follows the zone.
import { legacyTimezoneOffset } from '@questlog/core';
import type { SignedInContext } from '../signedInContext.ts';
import { type DayRow, pinnedBoundaryDate, zoneOf } from './playerClock.ts';

/**
 * The columns that make `nextPreferences` the player's (their zone, a valid name or null, already
 * checked), with the pin when the zone changes; undefined when the zone stays as it was.
 */
export function zoneChangeColumns(
  row: DayRow,
  nextPreferences: Record<string, unknown> | undefined,
  now: Date,
): { preferences: Record<string, unknown>; last_boundary_date: string } | undefined {
  if (!nextPreferences) return undefined;
  const zone = zoneOf(nextPreferences);
  if (zone === zoneOf(row.preferences)) return undefined;
  const preferences =
    zone === undefined
      ? { ...nextPreferences, timezone: null }
      : { ...nextPreferences, timezoneOffset: legacyTimezoneOffset(zone, now) };
  return { ...pinnedBoundaryDate(row), preferences };
}

/** Stores the acting player's zone (a valid name); answers the last boundary's date now stored. */
export function storeTimeZone(context: SignedInContext, zone: string): Promise<string | null> {
  return context.changeActor(
    async ({ user, now, setUserColumns }) => {
      const row = user.row;
      const columns = zoneChangeColumns(row, { ...row.preferences, timezone: zone }, now);
      if (columns) setUserColumns(columns);
      return columns?.last_boundary_date ?? row.last_boundary_date ?? null;
    },
    { withAccount: false, relistNotifications: false },
  );
}
