// Schemas of the class, attribute, skill, rebirth and inn calls.
import {
  CastAnswerSchema,
  ClassAnswerSchema as ClassAnswer,
  ReadCardAnswerSchema,
  StatsSchema as Stats,
  successEnvelope,
  UserSchema,
} from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['classes'];

export const changeClassSchema = {
  summary: 'Choose, change or reset the class',
  description:
    'From level 10 (**401** `lvl10ChangeClass`). `class` one of warrior, rogue, wizard, healer ' +
    '(else **400** `invalidClass`). The first choice is free and gives the class starting weapon ' +
    '(and `shield_rogue_0` for rogues); changing a chosen class, or no `class` (reset), returns ' +
    'the allocated points and costs 3 gems (**401** `notEnoughGems`) unless classes were disabled.',
  tags,
  querystring: Type.Object({ class: Type.Optional(Type.String()) }),
  response: { 200: successEnvelope(ClassAnswer) },
};

export const disableClassesSchema = {
  summary: 'Play without classes',
  description:
    'A warrior with automatic allocation on and every point in strength; a class can be chosen ' +
    'again for free through POST /user/change-class.',
  tags,
  response: { 200: successEnvelope(ClassAnswer) },
};

export const allocateSchema = {
  summary: 'Put one attribute point into a stat',
  description:
    '`stat` one of str, con, int, per (default str; else **400** `invalidAttribute`). Needs a ' +
    'chosen class (**401** `allocateNeedsClass`) and a point (**401** `notEnoughAttrPoints`). ' +
    'Intelligence also gives 1 mana. The answer is the new stats.',
  tags,
  querystring: Type.Object({ stat: Type.Optional(Type.String()) }),
  response: { 200: successEnvelope(Stats) },
};

export const allocateBulkSchema = {
  summary: 'Put several attribute points into stats',
  description:
    'Body `{ "stats": { "str": 2, "int": 1 } }` (**400** `statsObjectRequired`, ' +
    '`invalidAttribute`, `invalidAttributeAmount`); at most the points held (**401** ' +
    '`notEnoughAttrPoints`). The answer is the new stats. `/user/stat-sync` is the same call.',
  tags,
  response: { 200: successEnvelope(Stats) },
};

export const allocateNowSchema = {
  summary: 'Spend every point by the allocation mode',
  description:
    'flat, classbased or taskbased (preferences.allocationMode). The answer is the stats.',
  tags,
  response: { 200: successEnvelope(Stats) },
};

export const castSchema = {
  summary: 'Cast a class skill or use a special item',
  description:
    'Class skills of the player chosen class, transformation items (snowball, spookySparkles, ' +
    'shinySeed, seafoam), antidotes (salt, opaquePotion, petalFreePotion, sand) and cards. ' +
    '`targetId`: the task for task skills, the party member for items and cards (the caster when ' +
    'absent). `quantity` (query or body, default 1): casts in a row; party skills in bulk cast ' +
    'once. Answers `{user}`, `{user, task}`, `{user, tasks}` or `{user, partyMembers}` (id and ' +
    'stats of each player acted on). Refusals: **404** `spellNotFound`, `taskNotFound`, ' +
    '`userWithIdNotFound`; **401** `notEnoughMana`, `spellLevelTooHigh`, `spellAlreadyCast`, ' +
    '`messageHealthAlreadyMax`, `spellNotOwned`, `messageNotEnoughGold`; **400** ' +
    '`challengeTasksNoCast`, `groupTasksNoCast`, `invalidQuantity`, `missingParam`.',
  tags,
  params: Type.Object({ spellId: Type.String({ minLength: 1 }) }),
  querystring: Type.Object({
    targetId: Type.Optional(Type.String()),
    quantity: Type.Optional(Type.Integer({ minimum: 1 })),
  }),
  response: { 200: successEnvelope(CastAnswerSchema) },
};

export const rebirthSchema = {
  summary: 'Use the Orb of Rebirth',
  description:
    '6 gems (**401** `notEnoughGems`), free at level 100 once every 45 days. Back to level 1 with ' +
    'the collection kept; task values, streaks and counters reset. Answers the user.',
  tags,
  response: { 200: successEnvelope(UserSchema) },
};

export const sleepSchema = {
  summary: 'Rest in the inn, or leave it',
  description: 'Toggles preferences.sleep; the answer is the new value.',
  tags,
  response: { 200: successEnvelope(Type.Boolean()) },
};

export const readCardSchema = {
  summary: 'Mark the oldest received card of a kind read',
  description: 'Answers `{specialItems, cardReceived}`. **401** `cardTypeNotAllowed`.',
  tags,
  params: Type.Object({ cardType: Type.String({ minLength: 1 }) }),
  response: { 200: successEnvelope(ReadCardAnswerSchema) },
};

/** The classes routes. */
export const classesApi = {
  changeClass: apiRoute('POST', '/user/change-class', changeClassSchema),
  disableClasses: apiRoute('POST', '/user/disable-classes', disableClassesSchema),
  allocate: apiRoute('POST', '/user/allocate', allocateSchema),
  allocateNow: apiRoute('POST', '/user/allocate-now', allocateNowSchema),
  allocateBulk: apiRoute('POST', '/user/allocate-bulk', allocateBulkSchema),
  statSync: apiRoute('POST', '/user/stat-sync', allocateBulkSchema),
  cast: apiRoute('POST', '/user/class/cast/:spellId', castSchema),
  rebirth: apiRoute('POST', '/user/rebirth', rebirthSchema),
  sleep: apiRoute('POST', '/user/sleep', sleepSchema),
  readCard: apiRoute('POST', '/user/read-card/:cardType', readCardSchema),
};
