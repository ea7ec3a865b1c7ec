// The four seasons: winter December–February, spring March–May, summer June–August, fall
// September–November, each with its transformation spell.
export const seasons = ['winter', 'spring', 'summer', 'fall'] as const;

export type Season = (typeof seasons)[number];

export type SeasonalSpell = 'snowball' | 'shinySeed' | 'seafoam' | 'spookySparkles';

export interface SeasonInfo {
  key: Season;
  /** Calendar months 1–12 in the season. */
  months: readonly number[];
  spell: SeasonalSpell;
}

export const seasonInfo: readonly SeasonInfo[] = [
  { key: 'winter', months: [12, 1, 2], spell: 'snowball' },
  { key: 'spring', months: [3, 4, 5], spell: 'shinySeed' },
  { key: 'summer', months: [6, 7, 8], spell: 'seafoam' },
  { key: 'fall', months: [9, 10, 11], spell: 'spookySparkles' },
];

/** The season of `now`'s UTC calendar month. */
export function currentSeason(now: Date): SeasonInfo {
  const month = now.getUTCMonth() + 1;
  const season = seasonInfo.find((info) => info.months.includes(month));
  if (!season) throw new Error(`No season for month ${month}`);
  return season;
}
