// Schemas of the shop calls. Bodies are optional and read loosely ({ type?, quantity? }): the core
// rules refuse a bad quantity with 400 `invalidQuantity`, the key the original's clients know.
import {
  ArmoireAnswerSchema as ArmoireAnswer,
  GemPurchaseAnswerSchema as GemAnswer,
  HourglassAnswerSchema as HourglassAnswer,
  ItemsAndStatsSchema as ItemsAndStats,
  ItemsSchema as Items,
  BuyAnswerSchema,
  QuestScrollsSchema as QuestScrolls,
  StatsSchema as Stats,
  successEnvelope,
  UnlockAnswerSchema as UnlockAnswer,
} from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['shops'];
const Key = Type.Object({ key: Type.String() });
const TypeAndKey = Type.Object({ type: Type.String(), key: Type.String() });

const gold = '**401** `messageNotEnoughGold`';
const quantity =
  '`quantity` (body, default 1; **400** `invalidQuantity` unless a positive whole number)';

export const buySchema = {
  summary: 'Buy an item (generic)',
  description:
    '`key` `potion` buys health potions, `armoire` opens the armoire; otherwise body `type` ' +
    'chooses: `quest` (gold quest), `mystery` (mystery set, 1 hourglass), `special` ' +
    '(transformation item or antidote), a gem purchase type (`eggs`, `hatchingPotions`, ' +
    '`premiumHatchingPotions`, `food`, `gear`, `bundles`, `quests`, `pets`, `gems`), or none / ' +
    '`marketGear` (market gear for gold). The answer is that of the matching specific call. ' +
    '**400** `useUnlockForCosmetics` for backgrounds and customisations, `wrongItemType`.',
  tags,
  params: Key,
  response: { 200: successEnvelope(BuyAnswerSchema) },
};

export const buyGearSchema = {
  summary: 'Buy market gear with gold',
  description:
    'The item must exist (**404** `itemNotFound`), not be owned (**401** ' +
    '`equipmentAlreadyOwned`), be of the player class or lost earlier, and be sold now (**401** ' +
    '`cannotBuyItem`, `messageNotAvailable`); the previous tier is needed (**401** ' +
    `\`previousGearNotOwned\`); ${gold}. The first purchase earns \`purchasedEquipment\`; the ` +
    'last piece of a class line the ultimate gear set and the armoire. Answers `items`.',
  tags,
  params: Key,
  response: { 200: successEnvelope(Items) },
};

export const buyHealthPotionSchema = {
  summary: 'Buy and drink health potions',
  description:
    `25 gold and 15 health each, health capped at 50; ${quantity}. **401** ` +
    `\`messageHealthAlreadyMax\` at 50 health, \`messageHealthAlreadyMin\` at 0; ${gold}. ` +
    'Answers `stats`.',
  tags,
  response: { 200: successEnvelope(Stats) },
};

export const buyArmoireSchema = {
  summary: 'Open the Enchanted Armoire',
  description:
    `100 gold (${gold}); one at a time (**400** \`messageNotAbleToBuyInBulk\`). Gear the first ` +
    'time and below 0.6, food below 0.8 (0.5 once the gear is gone), else 10 to 49 experience. ' +
    'Answers `{ items, flags, armoire: { type, dropKey, dropText, emptied? } }`.',
  tags,
  response: { 200: successEnvelope(ArmoireAnswer) },
};

export const buyQuestSchema = {
  summary: 'Buy quest scrolls with gold',
  description:
    `Gold-category quests only (**401** \`questNotGoldPurchasable\`; **404** \`questNotFound\`); ` +
    'earlier parts completed (**401** `mustComplete`, `questUnlockLostMasterclasser`); ' +
    `${quantity}; ${gold}. Answers \`items.quests\`.`,
  tags,
  params: Key,
  response: { 200: successEnvelope(QuestScrolls) },
};

export const buySpecialSpellSchema = {
  summary: 'Buy a transformation item or an antidote with gold',
  description:
    'Transformation items (15 gold, into `items.special`, only during the gala of their season: ' +
    '**401** `messageNotAvailable`); antidotes (5 gold, used at once, clearing their buff). ' +
    `**404** \`spellNotFound\`; ${quantity}; ${gold}. Answers \`{ items, stats }\`.`,
  tags,
  params: Key,
  response: { 200: successEnvelope(ItemsAndStats) },
};

export const buyMysterySetSchema = {
  summary: 'Buy a past mystery set with a Mystic Hourglass',
  description:
    'Every piece of a past monthly or time-travel set not yet owned, for 1 hourglass (**401** ' +
    '`notEnoughHourglasses`); **404** `mysterySetNotFound` for unknown, current, wondercon or ' +
    'fully owned sets. Answers `{ items }`.',
  tags,
  params: Key,
  response: { 200: successEnvelope(Type.Object({ items: Items })) },
};

export const purchaseSchema = {
  summary: 'Buy with gems',
  description:
    '`type` one of eggs, hatchingPotions, premiumHatchingPotions, food, gear, bundles, quests, ' +
    'pets (the special pet) or gems (gold to gems for subscribers, 20 gold a gem, 24 + ' +
    'gemCapExtra a month). ' +
    `${quantity}. Refusals: **400** \`useUnlockForCosmetics\`; **401** \`notAccteptedType\`, ` +
    '`notEnoughGems`, `messageNotAvailable`, `questNotGemPurchasable`, `mustComplete`, ' +
    '`alreadyHave`, `petsAlreadyOwned`, `mustSubscribeToPurchaseGems`, `maxBuyGems`, ' +
    '`reachedGoldToGemCapQuantity`, `messageNotEnoughGold`; **404** `contentKeyNotFound`, ' +
    '`petNotFound`. Answers `{ items, stats, balance, purchased }`.',
  tags,
  params: TypeAndKey,
  response: { 200: successEnvelope(GemAnswer) },
};

export const purchaseHourglassSchema = {
  summary: 'Buy with Mystic Hourglasses',
  description:
    '`type` backgrounds (time-travel backgrounds), quests (time-traveller quests, one hourglass ' +
    'a scroll), pets or mounts (the time-travel stable, one each), mystery (a mystery set). ' +
    `${quantity}. Refusals: **401** \`notEnoughHourglasses\`, \`notAllowedHourglass\`, ` +
    '`typeNotAllowedHourglass`, `backgroundAlreadyOwned`, `petsAlreadyOwned`, ' +
    '`mountsAlreadyOwned`. Answers `{ items, purchased }`.',
  tags,
  params: TypeAndKey,
  response: { 200: successEnvelope(HourglassAnswer) },
};

export const unlockSchema = {
  summary: 'Unlock customisations, backgrounds or animal gear with gems',
  description:
    '`path` one item (`hair.color.rainbow`, `background.beach`, ' +
    '`items.gear.owned.headAccessory_special_bearEars`), worn once unlocked, or a comma list of ' +
    'every item of a set for the set price. Refusals: **400** `pathRequired`, ' +
    '`invalidUnlockSet`; **401** `alreadyUnlocked`, `alreadyUnlockedPart`, ' +
    '`incentiveBackgroundsUnlockedWithCheckins`, `messageNotAvailable`, `notEnoughGems`. ' +
    'Answers `{ purchased, preferences, items, balance }`.',
  tags,
  querystring: Type.Object({ path: Type.Optional(Type.String()) }),
  response: { 200: successEnvelope(UnlockAnswer) },
};

/** The shops routes. */
export const shopsApi = {
  buy: apiRoute('POST', '/user/buy/:key', buySchema),
  buyGear: apiRoute('POST', '/user/buy-gear/:key', buyGearSchema),
  buyArmoire: apiRoute('POST', '/user/buy-armoire', buyArmoireSchema),
  buyHealthPotion: apiRoute('POST', '/user/buy-health-potion', buyHealthPotionSchema),
  buyQuest: apiRoute('POST', '/user/buy-quest/:key', buyQuestSchema),
  buySpecialSpell: apiRoute('POST', '/user/buy-special-spell/:key', buySpecialSpellSchema),
  buyMysterySet: apiRoute('POST', '/user/buy-mystery-set/:key', buyMysterySetSchema),
  purchase: apiRoute('POST', '/user/purchase/:type/:key', purchaseSchema),
  purchaseHourglass: apiRoute(
    'POST',
    '/user/purchase-hourglass/:type/:key',
    purchaseHourglassSchema,
  ),
  unlock: apiRoute('POST', '/user/unlock', unlockSchema),
};
