// Feeding: liked food (or any food for a premium pet) gives 5 points, other food 2; at 50 the pet
// grows into its mount. A Saddle makes the mount at once.
import { BadRequest, NotAuthorized, NotFound } from '../../errors.ts';
import { catalogueName, keyedMessage } from '../../messages/keyedMessage.ts';
import type { PlayerState } from '../../model/player.ts';
import type { PlayerItems } from '../../model/user.ts';
import { foodsByKey, isFeedable, petsByKey } from '../../content/stable/index.ts';
import { grantOnboardingAchievement } from '../user/onboarding.ts';
import { type InventoryResult, withItems } from './inventoryResult.ts';
import { ownValue } from '../../ownValue.ts';

export const MOUNT_POINTS = 50;
export const LIKED_FOOD_GAIN = 5;
export const OTHER_FOOD_GAIN = 2;

export interface FeedParams {
  pet: string;
  food: string;
  /** How many of the food to give at once (1 unless told). */
  amount?: number;
}

export interface FeedResult extends InventoryResult {
  /** The pet's points after feeding; -1 once it became a mount. */
  petValue: number;
}

/** The pet is gone and its mount owned; it is no longer the current pet. */
export function evolve(items: PlayerItems, pet: string): Partial<PlayerItems> {
  return {
    pets: { ...items.pets, [pet]: -1 },
    mounts: { ...items.mounts, [pet]: true },
    currentPet: items.currentPet === pet ? '' : items.currentPet,
  };
}

export function feed(player: PlayerState, { pet, food, amount = 1 }: FeedParams): FeedResult {
  if (!pet || !food) throw new BadRequest('missingPetFoodFeed');
  const petInfo = ownValue(petsByKey, pet);
  if (!petInfo) throw new NotFound('invalidPetName');
  const foodInfo = ownValue(foodsByKey, food);
  if (!foodInfo) throw new NotFound('invalidFoodName');
  const { items } = player;
  const points = ownValue(items.pets, pet) ?? 0;
  if (!points) throw new NotFound('messagePetNotFound');
  const stock = ownValue(items.food, food) ?? 0;
  if (stock <= 0) throw new NotFound('messageFoodNotFound');
  if (!isFeedable(petInfo)) throw new NotAuthorized('messageCannotFeedPet');
  if (ownValue(items.mounts, pet) || points < 0) throw new NotAuthorized('messageAlreadyMount');
  if (!Number.isInteger(amount) || amount < 0) throw new BadRequest('invalidAmount');
  if (amount > stock) throw new NotAuthorized('notEnoughFood');

  // English writes the keys, as it always has; other languages name the egg and the food.
  const names = {
    pet: catalogueName('eggs', petInfo.egg, petInfo.egg),
    food: catalogueName('food', foodInfo.key, foodInfo.key),
  };
  let changes: Partial<PlayerItems>;
  let message: ReturnType<typeof keyedMessage>;
  let eaten = amount;
  if (foodInfo.key === 'Saddle') {
    eaten = 1;
    changes = evolve(items, pet);
    message = keyedMessage('messageEvolve', names);
  } else {
    const isLiked = petInfo.type === 'premium' || foodInfo.target === petInfo.potion;
    const gain = isLiked ? LIKED_FOOD_GAIN : OTHER_FOOD_GAIN;
    // Refused when value + amount × gain reaches 50 + gain.
    if (points + amount * gain >= MOUNT_POINTS + gain) throw new NotAuthorized('tooMuchFood');
    const fed = points + amount * gain;
    if (fed >= MOUNT_POINTS) {
      changes = evolve(items, pet);
      message = keyedMessage('messageEvolve', names);
    } else {
      changes = { pets: { ...items.pets, [pet]: fed } };
      message = keyedMessage(isLiked ? 'messageLikesFood' : 'messageDontEnjoyFood', names);
    }
  }
  const fedPlayer = withItems(player, {
    ...changes,
    food: { ...items.food, [food]: stock - eaten },
  });
  const onboarded = grantOnboardingAchievement(fedPlayer, 'fedPet');
  return {
    player: { ...fedPlayer, ...onboarded.user },
    ...message,
    notifications: onboarded.userNotifications,
    petValue: fedPlayer.items.pets[pet] ?? 0,
  };
}
