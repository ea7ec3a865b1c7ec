// The Time Travelers' offers for Mystic Hourglasses: past mystery sets, the time-travel pets and
// mounts, their backgrounds and quests. The monthly rotation: a month's set joins on day 1 of the
// next month at 08:00 UTC.
import {
  MYSTERY_SETS,
  MYSTERY_SET_PRICE,
  QUESTS,
  TIME_TRAVEL_STABLE,
  backgrounds,
  releaseEnd,
  releaseMonth,
  type PlayerState,
} from '@questlog/core';
import { textOf, type Offer } from './shopOffers.ts';

const HOURGLASSES_PER_ANIMAL = 1;
const HOURGLASSES_PER_QUEST = 1;

/** `YYYYMM` of a monthly set; the time-travel (3014xx, 3017xx) sets always stay. */
function isInRotation(setKey: string, release: { year: number; month: number }): boolean {
  if (!/^20\d{4}$/.test(setKey)) return setKey !== 'wondercon';
  return Number(setKey) < release.year * 100 + release.month;
}

export function timeTravelRelease(now: Date) {
  const release = releaseMonth('timeTravelers', now);
  return { release, nextReleaseAt: releaseEnd('timeTravelers', release) };
}

export function mysterySetOffers(player: PlayerState, now: Date): Offer[] {
  const { release } = timeTravelRelease(now);
  return MYSTERY_SETS.filter((set) => isInRotation(set.key, release))
    .map((set): Offer => ({
      id: `mystery:${set.key}`,
      name: set.key,
      picture: { kind: 'gear', key: set.items[0] ?? '' },
      price: MYSTERY_SET_PRICE,
      currency: 'hourglasses',
      action: { kind: 'purchaseHourglass', type: 'mystery', key: set.key },
      pin: { type: 'mystery_set', path: `mystery.${set.key}` },
      isOwned: set.items.every((item) => player.items.gear.owned[item] === true),
    }))
    .reverse(); // newest first
}

export function timeTravelStableOffers(player: PlayerState): Offer[] {
  return TIME_TRAVEL_STABLE.flatMap((key): Offer[] => [
    {
      id: `ttPet:${key}`,
      name: textOf('pets', key).text,
      picture: { kind: 'pet', key },
      price: HOURGLASSES_PER_ANIMAL,
      currency: 'hourglasses',
      action: { kind: 'purchaseHourglass', type: 'pets', key },
      pin: { type: 'timeTravelersStable', path: `timeTravelStable.pets.${key}` },
      isOwned: (player.items.pets[key] ?? 0) > 0,
    },
    {
      id: `ttMount:${key}`,
      name: textOf('mounts', key).text,
      picture: { kind: 'mount', key },
      price: HOURGLASSES_PER_ANIMAL,
      currency: 'hourglasses',
      action: { kind: 'purchaseHourglass', type: 'mounts', key },
      pin: { type: 'timeTravelersStable', path: `timeTravelStable.mounts.${key}` },
      isOwned: player.items.mounts[key] === true,
    },
  ]);
}

export function timeTravelBackgroundOffers(player: PlayerState): Offer[] {
  return backgrounds
    .filter((background) => background.currency === 'hourglasses')
    .map((background) => ({
      id: `ttBackground:${background.key}`,
      name: textOf('backgrounds', background.key).text,
      picture: { kind: 'background', key: background.key },
      price: background.price,
      currency: 'hourglasses',
      action: { kind: 'purchaseHourglass', type: 'backgrounds', key: background.key },
      isOwned: player.purchased.background[background.key] === true,
    }));
}

export function timeTravelQuestOffers(): Offer[] {
  return QUESTS.filter((quest) => quest.category === 'timeTravelers').map((quest) => ({
    id: `ttQuest:${quest.key}`,
    name: textOf('quests', quest.key).text,
    notes: textOf('quests', quest.key).notes,
    picture: { kind: 'quest', key: quest.key },
    price: HOURGLASSES_PER_QUEST,
    currency: 'hourglasses',
    action: { kind: 'purchaseHourglass', type: 'quests', key: quest.key },
  }));
}
