// Which events are running at an instant: an event is active only between its start and end. Pure:
// the caller passes `now`.
import { datedEvents } from './datedEvents.ts';
import type { FoodSeason, SeasonalEvent } from './types.ts';
import { RECURRING_FROM_YEAR, yearlyEventIn, yearlyEventTemplates } from './yearlyEvents.ts';

const datedKeys = new Set(datedEvents.map((event) => event.key));

/** Dated events plus the yearly instances for the years around `now`. */
function candidates(now: Date): SeasonalEvent[] {
  const year = now.getUTCFullYear();
  const yearly = [year - 1, year]
    .filter((startYear) => startYear >= RECURRING_FROM_YEAR)
    .flatMap((startYear) =>
      yearlyEventTemplates.map((template) => yearlyEventIn(template, startYear)),
    )
    .filter((event) => !datedKeys.has(event.key));
  return [...datedEvents, ...yearly];
}

export function isEventActive(event: SeasonalEvent, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(event.start) <= at && at <= Date.parse(event.end);
}

/** The events active at `now`, earliest start first. */
export function activeEvents(now: Date): SeasonalEvent[] {
  return candidates(now)
    .filter((event) => isEventActive(event, now))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The seasonal gala running at `now` (the event with seasonal gear), if any. */
export function activeGala(now: Date): SeasonalEvent | undefined {
  return activeEvents(now).find((event) => event.gear === true);
}

/** The food season at `now`: the first active event's food season, else Normal. */
export function foodSeasonAt(now: Date): FoodSeason {
  return activeEvents(now).find((event) => event.foodSeason)?.foodSeason ?? 'Normal';
}
