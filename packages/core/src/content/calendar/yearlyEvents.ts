// Events that come back every year, on dates worked out again for each year. The original lists
// each year's dates by hand; from RECURRING_FROM_YEAR on we compute them from these templates (our
// own schedule, in UTC, opening at the shop's 08:00 UTC boundary).
import { GEMS_PROMO } from './datedEvents.ts';
import type { SeasonalEvent } from './types.ts';

/** Instances of a template starting before this year come from the dated list only. */
export const RECURRING_FROM_YEAR = 2024;

export interface YearlyEventTemplate extends Omit<SeasonalEvent, 'key' | 'start' | 'end'> {
  key: string;
  /** `MM-DDTHH:mm` in UTC; an end before the start falls in the next year. */
  startsOn: string;
  endsOn: string;
  /** Which year names an instance: the year it starts (nye2025) or ends (winter2026). */
  namedBy: 'start' | 'end';
}

export const yearlyEventTemplates: readonly YearlyEventTemplate[] = [
  {
    key: 'birthday',
    startsOn: '01-31T08:00',
    endsOn: '02-02T23:59',
    namedBy: 'start',
    season: 'birthday',
    npcImageSuffix: '_birthday',
    foodSeason: 'Cake',
  },
  {
    key: 'valentines',
    startsOn: '02-13T08:00',
    endsOn: '02-17T23:59',
    namedBy: 'start',
    season: 'valentines',
    npcImageSuffix: '_valentines',
  },
  {
    key: 'piDay',
    startsOn: '03-14T08:00',
    endsOn: '03-15T07:59',
    namedBy: 'start',
    foodSeason: 'Pie',
  },
  {
    key: 'spring',
    startsOn: '03-21T08:00',
    endsOn: '04-30T23:59',
    namedBy: 'start',
    season: 'spring',
    npcImageSuffix: '_spring',
    gear: true,
  },
  {
    key: 'aprilFools',
    startsOn: '04-01T08:00',
    endsOn: '04-02T07:59',
    namedBy: 'start',
    aprilFools: 'questlog',
  },
  {
    key: 'summer',
    startsOn: '06-21T08:00',
    endsOn: '07-31T23:59',
    namedBy: 'start',
    season: 'summer',
    npcImageSuffix: '_summer',
    gear: true,
  },
  {
    key: 'fall',
    startsOn: '09-21T08:00',
    endsOn: '10-31T23:59',
    namedBy: 'start',
    season: 'fall',
    npcImageSuffix: '_fall',
    gear: true,
    foodSeason: 'Candy',
  },
  {
    key: 'spooky_extra_gems',
    startsOn: '10-24T08:00',
    endsOn: '10-31T23:59',
    namedBy: 'start',
    gemsPromo: GEMS_PROMO,
  },
  {
    key: 'harvestFeast',
    startsOn: '11-22T08:00',
    endsOn: '11-27T23:59',
    namedBy: 'start',
    season: 'thanksgiving',
    npcImageSuffix: '_thanksgiving',
  },
  { key: 'g1g1', startsOn: '12-15T08:00', endsOn: '01-08T23:59', namedBy: 'start', promo: 'g1g1' },
  {
    key: 'winter',
    startsOn: '12-21T08:00',
    endsOn: '01-31T23:59',
    namedBy: 'end',
    season: 'winter',
    npcImageSuffix: '_winter',
    gear: true,
  },
  {
    key: 'nye',
    startsOn: '12-28T08:00',
    endsOn: '01-04T23:59',
    namedBy: 'start',
    season: 'nye',
    npcImageSuffix: '_nye',
  },
];

/** The instance of a template that starts in `year`. */
export function yearlyEventIn(template: YearlyEventTemplate, year: number): SeasonalEvent {
  const { startsOn, endsOn, namedBy, key, ...flags } = template;
  const endYear = endsOn < startsOn ? year + 1 : year;
  return {
    ...flags,
    key: `${key}${namedBy === 'start' ? year : endYear}`,
    start: `${year}-${startsOn}Z`,
    end: `${endYear}-${endsOn}:59.999Z`,
  };
}
