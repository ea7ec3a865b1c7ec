// Seasons, seasonal events and the monthly shop rotation (issue 6 point 4).
export { eventSeasons, type EventSeason, type FoodSeason, type SeasonalEvent } from './types.ts';
export { datedEvents, GEMS_PROMO } from './datedEvents.ts';
export {
  RECURRING_FROM_YEAR,
  yearlyEventIn,
  yearlyEventTemplates,
  type YearlyEventTemplate,
} from './yearlyEvents.ts';
export { activeEvents, activeGala, foodSeasonAt, isEventActive } from './activeEvents.ts';
export {
  currentSeason,
  seasonInfo,
  seasons,
  type Season,
  type SeasonalSpell,
  type SeasonInfo,
} from './seasons.ts';
export {
  PET_QUESTS_PER_RELEASE,
  POTION_QUESTS_PER_RELEASE,
  PREMIUM_POTIONS_PER_RELEASE,
  RELEASE_HOUR_UTC,
  releaseDay,
  releaseEnd,
  releaseKinds,
  releaseMonth,
  releaseStart,
  type CalendarMonth,
  type ReleaseKind,
} from './shopRotation.ts';
export { calendarText, eventText } from './calendarText.ts';
