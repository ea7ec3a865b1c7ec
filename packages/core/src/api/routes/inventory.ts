// Schemas of the inventory and stable calls. Item keys, types and amounts are checked by the core
// rules, so their keyed errors reach the client.
import {
  AnyRecord,
  FortifyAnswerSchema,
  ItemsSchema,
  PinnedItemSchema,
  ReleaseAnswerSchema,
  SellAnswerSchema,
  successEnvelope,
  TogglePinAnswerSchema,
} from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const Amount = Type.Object({ amount: Type.Optional(Type.String()) });
const tags = ['inventory'];

export const hatchSchema = {
  summary: 'Hatch an egg with a hatching potion',
  description:
    'Uses one egg and one potion; the pet starts at 5 points. Premium and wacky potions hatch ' +
    'drop eggs only. Answers `user.items`. Refusals: 404 `messageMissingEggPotion`, 400 ' +
    '`messageInvalidEggPotionCombo`, 400 `messageAlreadyPet`.',
  tags,
  params: Type.Object({ egg: Type.String(), hatchingPotion: Type.String() }),
  response: { 200: successEnvelope(ItemsSchema) },
};

export const feedSchema = {
  summary: 'Feed a pet',
  description:
    'Liked food (or any food for a premium pet) gives 5 points, other food 2, times `amount` ' +
    '(default 1); at 50 the pet becomes its mount (-1). A Saddle makes the mount at once. ' +
    'Answers the pet’s new points. Refusals: 404 `invalidPetName`, `invalidFoodName`, ' +
    '`messagePetNotFound`, `messageFoodNotFound`; 401 `messageCannotFeedPet`, ' +
    '`messageAlreadyMount`, `notEnoughFood`, `tooMuchFood`; 400 `invalidAmount`.',
  tags,
  params: Type.Object({ pet: Type.String(), food: Type.String() }),
  querystring: Amount,
  response: { 200: successEnvelope(Type.Number()) },
};

export const equipSchema = {
  summary: 'Equip or take off gear, a pet or a mount',
  description:
    '`type` is equipped (battle gear), costume, pet or mount. Choosing what is worn takes it ' +
    'off. A two-handed weapon and a shield push each other out. Answers `user.items`. ' +
    'Refusals: 400 type, 404 `gearNotOwned`, `petNotOwned`, `mountNotOwned`.',
  tags,
  params: Type.Object({ type: Type.String(), key: Type.String() }),
  response: { 200: successEnvelope(ItemsSchema) },
};

export const unequipSchema = {
  summary: 'Unequip a kind of thing',
  description:
    '`type`: pet (pet and mount), background, costume, equipped (battle gear), all, or the ' +
    'original’s pet-mount-background. Answers `user.items`; the message is an info notice.',
  tags,
  params: Type.Object({ type: Type.String() }),
  response: { 200: successEnvelope(ItemsSchema) },
};

const releaseAnswer = { 200: successEnvelope(ReleaseAnswerSchema) };

export const releasePetsSchema = {
  summary: 'Release the 90 drop pets',
  description:
    'Costs 1 gem; needs all 90 drop pets (held or grown). Answers `{ balance, items, ' +
    'achievements }`. Refusals: 401 `notEnoughGems`, `notEnoughPets`.',
  tags,
  response: releaseAnswer,
};

export const releaseMountsSchema = {
  summary: 'Release the 90 drop mounts',
  description:
    'Costs 1 gem; needs all 90 drop mounts. Answers `{ balance, items, achievements }`. ' +
    'Refusals: 401 `notEnoughGems`, `notEnoughMounts`.',
  tags,
  response: releaseAnswer,
};

export const releaseBothSchema = {
  summary: 'Release the 90 drop pets and mounts',
  description:
    'Free; needs the triad bingo achievement and both collections at 90. Answers `{ balance, ' +
    'items, achievements }`. Refusal: 401 `notEnoughPetsMounts`.',
  tags,
  response: releaseAnswer,
};

export const rerollSchema = {
  summary: 'Fortify potion',
  description:
    'Costs 4 gems: health back to 50 and every task but rewards and active challenge tasks to ' +
    'value 0. Answers `{ user: { balance, stats }, tasks }` (the changed tasks). Refusal: 401 ' +
    '`notEnoughGems`.',
  tags,
  response: { 200: successEnvelope(FortifyAnswerSchema) },
};

export const openMysteryItemSchema = {
  summary: 'Open the next mystery item',
  description:
    'The first item of `purchased.plan.mysteryItems` becomes owned; the last one removes the ' +
    'NEW_MYSTERY_ITEMS notification. Answers the gear item. Refusal: 400 `mysteryItemIsEmpty`.',
  tags,
  response: { 200: successEnvelope(AnyRecord) },
};

export const sellSchema = {
  summary: 'Sell eggs, hatching potions or food',
  description:
    'Each sells for its value in gold, `amount` (default 1) at once. Answers `{ stats, items }`. ' +
    'Refusals: 400 `positiveAmountRequired`; 401 `typeNotSellable`, `saddleNotSellable`; 404 ' +
    '`userItemsKeyNotFound`, `userItemsNotEnough`.',
  tags,
  params: Type.Object({ type: Type.String(), key: Type.String() }),
  querystring: Amount,
  response: { 200: successEnvelope(SellAnswerSchema) },
};

export const togglePinnedItemSchema = {
  summary: 'Pin or unpin a shop item in the rewards column',
  description:
    'A GET that changes, as in the original. `path` is the item’s catalogue path ' +
    '(`gear.flat.weapon_warrior_1`, `eggs.Wolf`, `quests.atom1`, `background.beach`). Answers ' +
    '`{ pinnedItems, unpinnedItems, isPinned }`. Refusals: 400 `wrongItemType`, `wrongItemPath`, ' +
    '`cannotUnpinItem` (armoire, potion, debuff potions).',
  tags,
  params: Type.Object({ type: Type.String(), path: Type.String() }),
  response: { 200: successEnvelope(TogglePinAnswerSchema) },
};

export const movePinnedItemSchema = {
  summary: 'Move a pinned item',
  description:
    'Moves the pinned item to `position` (0 first; clamped; negative counts from the end). ' +
    'Answers the pinned items in their new order. Refusal: 404 `wrongItemPath`.',
  tags,
  params: Type.Object({ path: Type.String(), position: Type.String() }),
  response: {
    200: successEnvelope(Type.Array(PinnedItemSchema)),
  },
};

/** The inventory routes. */
export const inventoryApi = {
  hatch: apiRoute('POST', '/user/hatch/:egg/:hatchingPotion', hatchSchema),
  feed: apiRoute('POST', '/user/feed/:pet/:food', feedSchema),
  equip: apiRoute('POST', '/user/equip/:type/:key', equipSchema),
  unequip: apiRoute('POST', '/user/unequip/:type', unequipSchema),
  releasePets: apiRoute('POST', '/user/release-pets', releasePetsSchema),
  releaseMounts: apiRoute('POST', '/user/release-mounts', releaseMountsSchema),
  releaseBoth: apiRoute('POST', '/user/release-both', releaseBothSchema),
  reroll: apiRoute('POST', '/user/reroll', rerollSchema),
  openMysteryItem: apiRoute('POST', '/user/open-mystery-item', openMysteryItemSchema),
  sell: apiRoute('POST', '/user/sell/:type/:key', sellSchema),
  togglePinnedItem: apiRoute('GET', '/user/toggle-pinned-item/:type/:path', togglePinnedItemSchema),
  movePinnedItem: apiRoute(
    'POST',
    '/user/move-pinned-item/:path/move/to/:position',
    movePinnedItemSchema,
  ),
};
