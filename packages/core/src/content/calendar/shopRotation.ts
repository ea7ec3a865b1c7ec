// The monthly shop rotation: each kind of item is released on a fixed day of the month at 08:00
// UTC; until that instant the previous month's release stays in the shop.

export const releaseKinds = [
  'timeTravelers',
  'backgrounds',
  'petQuests',
  'potionQuest',
  'bundles',
  'premiumPotions',
] as const;

export type ReleaseKind = (typeof releaseKinds)[number];

/** Day of the month each kind is released. */
export const releaseDay: Readonly<Record<ReleaseKind, number>> = {
  timeTravelers: 1,
  backgrounds: 7,
  petQuests: 14,
  potionQuest: 14,
  bundles: 14,
  premiumPotions: 21,
};

export const RELEASE_HOUR_UTC = 8;

/** Items of each monthly pet-quest release and premium-potion release. */
export const PET_QUESTS_PER_RELEASE = 5;
export const POTION_QUESTS_PER_RELEASE = 1;
export const PREMIUM_POTIONS_PER_RELEASE = 3;

/** A calendar month, month 1–12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

function shift({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The instant a month's release of `kind` opens. */
export function releaseStart(kind: ReleaseKind, { year, month }: CalendarMonth): Date {
  return new Date(Date.UTC(year, month - 1, releaseDay[kind], RELEASE_HOUR_UTC));
}

/** The instant a month's release of `kind` leaves the shop: when the next month's opens. */
export function releaseEnd(kind: ReleaseKind, release: CalendarMonth): Date {
  return releaseStart(kind, shift(release, 1));
}

/** Which month's release of `kind` is in the shop at `now`. */
export function releaseMonth(kind: ReleaseKind, now: Date): CalendarMonth {
  const thisMonth = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  return now.getTime() >= releaseStart(kind, thisMonth).getTime()
    ? thisMonth
    : shift(thisMonth, -1);
}
