// The time preferences as the API shows them (docs/api-compatibility.md): `timezoneOffset` derived
// from the zone at the moment of the answer when the player has one, `timezone` null and no
// vacations for a player who never set them.
import { zoneOf, dayOptionsAt } from './playerClock.ts';
import { vacationsOf } from './vacationList.ts';

export function presentedTimePreferences(
  preferences: Record<string, unknown>,
  now: Date,
): Record<string, unknown> {
  const zone = zoneOf(preferences);
  return {
    ...preferences,
    timezone: zone ?? null,
    ...(zone === undefined
      ? {}
      : { timezoneOffset: dayOptionsAt(preferences, now).timezoneOffset }),
    vacations: vacationsOf(preferences),
  };
}
