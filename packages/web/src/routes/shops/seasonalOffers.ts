// The seasonal shop: open only while a seasonal gala runs, with that season's class gear, quests
// and transformation item; closed otherwise.
import {
  GEAR,
  QUESTS,
  activeGala,
  transformationItems,
  type PlayerState,
  type Season,
} from '@questlog/core';
import { questOffer } from './questOffers.ts';
import { gearOffer, textOf, type Offer } from './shopOffers.ts';

export type SeasonalShop =
  | { isOpen: false }
  | {
      isOpen: true;
      season: Season;
      closesAt: Date;
      gear: Offer[];
      quests: Offer[];
      spells: Offer[];
    };

export function seasonalShop(player: PlayerState, now: Date): SeasonalShop {
  const gala = activeGala(now);
  const season = gala?.season;
  if (
    !gala ||
    !(season === 'winter' || season === 'spring' || season === 'summer' || season === 'fall')
  ) {
    return { isOpen: false };
  }
  const klass = player.stats.class;
  const gear = GEAR.filter(
    (item) =>
      item.season === season &&
      item.canBuy &&
      (item.specialClass === undefined || item.specialClass === klass),
  )
    .sort((a, b) => (b.year ?? 0) - (a.year ?? 0))
    .flatMap((item) => gearOffer(player, item.key, now) ?? []);
  const quests = QUESTS.filter((quest) => quest.season === season).flatMap(
    (quest) => questOffer(player, quest, now) ?? [],
  );
  const spells = transformationItems
    .filter((item) => item.season === season)
    .map((item): Offer => ({
      id: `spell:${item.key}`,
      name: textOf('special', item.key).text,
      notes: textOf('special', item.key).notes,
      picture: { kind: 'special', key: item.key },
      price: item.value,
      currency: 'gold',
      action: { kind: 'buySpecial', key: item.key },
      pin: { type: 'seasonalSpell', path: `spells.special.${item.key}` },
    }));
  return { isOpen: true, season, closesAt: new Date(gala.end), gear, quests, spells };
}
