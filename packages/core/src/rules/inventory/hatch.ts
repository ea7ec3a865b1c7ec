// Hatching: one egg and one potion make a pet of 5 points. Premium and wacky potions take drop eggs
// only; a pet held (above 0) cannot be hatched again, while one that grew into a mount (-1) or was
// released (0) can.
import { keyedMessage } from '../../messages/keyedMessage.ts';
import { BadRequest, NotFound } from '../../errors.ts';
import type { PlayerState } from '../../model/player.ts';
import { eggsByKey, hatchingPotionsByKey } from '../../content/stable/index.ts';
import { grantOnboardingAchievement } from '../user/onboarding.ts';
import { type InventoryResult, withItems } from './inventoryResult.ts';
import { ownValue } from '../../ownValue.ts';

export const HATCHED_PET_POINTS = 5;

export interface HatchParams {
  egg: string;
  hatchingPotion: string;
}

export function hatch(player: PlayerState, { egg, hatchingPotion }: HatchParams): InventoryResult {
  if (!egg || !hatchingPotion) throw new BadRequest('missingEggHatchingPotion');
  const { items } = player;
  if (!(
    (ownValue(items.eggs, egg) ?? 0) > 0 &&
    (ownValue(items.hatchingPotions, hatchingPotion) ?? 0) > 0
  ))
    throw new NotFound('messageMissingEggPotion');
  const potion = ownValue(hatchingPotionsByKey, hatchingPotion);
  const eggInfo = ownValue(eggsByKey, egg);
  if (!potion || !eggInfo) throw new NotFound('messageMissingEggPotion');
  if (potion.set !== 'standard' && eggInfo.set !== 'drop')
    throw new BadRequest('messageInvalidEggPotionCombo');
  const pet = `${egg}-${hatchingPotion}`;
  if ((ownValue(items.pets, pet) ?? 0) > 0) throw new BadRequest('messageAlreadyPet');

  const hatched = withItems(player, {
    pets: { ...items.pets, [pet]: HATCHED_PET_POINTS },
    eggs: { ...items.eggs, [egg]: (items.eggs[egg] ?? 0) - 1 },
    hatchingPotions: {
      ...items.hatchingPotions,
      [hatchingPotion]: (items.hatchingPotions[hatchingPotion] ?? 0) - 1,
    },
  });
  const onboarded = grantOnboardingAchievement(hatched, 'hatchedPet');
  return {
    player: { ...hatched, ...onboarded.user },
    ...keyedMessage('messageHatched'),
    notifications: onboarded.userNotifications,
  };
}
