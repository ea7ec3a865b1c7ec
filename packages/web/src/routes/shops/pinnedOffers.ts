// The rewards column's items: each pin as the offer it names. The armoire and the health potion
// always sit there; pins of other kinds are left out here.
import { QUESTS, type PlayerState } from '@questlog/core';
import { questOffer } from './questOffers.ts';
import {
  armoireOffer,
  gearOffer,
  healthPotionOffer,
  stableOffers,
  type Offer,
} from './shopOffers.ts';

export interface FixedNames {
  potion: [name: string, notes: string];
  armoire: [name: string, notes: string];
}

export function pinnedOffers(
  player: PlayerState,
  pins: readonly { type: string; path: string }[],
  now: Date,
  names: FixedNames,
): Offer[] {
  const stable = stableOffers(player, now);
  const stableOffersByPath = new Map(
    [...stable.eggOffers, ...stable.potionOffers, ...stable.foodOffers].map((offer) => [
      offer.pin?.path,
      offer,
    ]),
  );
  const offers: Offer[] = [armoireOffer(...names.armoire), healthPotionOffer(...names.potion)];
  for (const pin of pins) {
    const key = pin.path.split('.').pop() ?? '';
    let offer: Offer | null | undefined;
    if (pin.type === 'marketGear' || pin.type === 'gear') offer = gearOffer(player, key, now);
    else if (pin.type === 'quests' || pin.type === 'seasonalQuest') {
      const quest = QUESTS.find((candidate) => candidate.key === key);
      offer = quest && questOffer(player, quest, now);
    } else offer = stableOffersByPath.get(pin.path);
    if (offer && !offers.some((listed) => listed.id === offer.id)) offers.push(offer);
  }
  return offers;
}
