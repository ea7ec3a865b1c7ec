// Schemas of the development tools (issue 3 server 7). Served only with DEBUG_ROUTES=1.
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';
import { successEnvelope } from '../schemas.ts';

const tags = ['debug'];
const AnyMap = Type.Record(Type.String(), Type.Unknown());
// Values are counts or owned flags; checked in the handler, because schema coercion would turn
// `true` into 1 (or 1 into `true`) in a number-or-boolean union.
const Count = Type.Record(Type.String(), Type.Unknown());

export const addTenGemsSchema = {
  summary: 'Add ten gems (balance + 2.5)',
  tags,
  response: { 200: successEnvelope(Type.Object({ balance: Type.Number() })) },
};

export const addHourglassSchema = {
  summary: 'Add one Mystic Hourglass',
  tags,
  response: { 200: successEnvelope(Type.Object({ trinkets: Type.Number() })) },
};

export const setCronSchema = {
  summary: "Set the time of the player's last cron",
  tags,
  body: Type.Object({ lastCron: Type.String({ format: 'date-time' }) }),
  response: { 200: successEnvelope(Type.Object({ lastCron: Type.String() })) },
};

export const makeAdminSchema = {
  summary: 'Give the player every staff permission',
  tags,
  response: { 200: successEnvelope(Type.Object({ permissions: AnyMap })) },
};

export const modifyInventorySchema = {
  summary: 'Replace item maps (gear replaces the owned gear)',
  tags,
  body: Type.Object(
    {
      gear: Type.Optional(Count),
      special: Type.Optional(Count),
      pets: Type.Optional(Count),
      mounts: Type.Optional(Count),
      eggs: Type.Optional(Count),
      hatchingPotions: Type.Optional(Count),
      food: Type.Optional(Count),
      quests: Type.Optional(Count),
    },
    { additionalProperties: false },
  ),
  response: { 200: successEnvelope(Type.Object({ items: AnyMap })) },
};

export const setStatsSchema = {
  summary: 'Set stats',
  tags,
  body: Type.Object(
    {
      gp: Type.Optional(Type.Number({ minimum: 0 })),
      exp: Type.Optional(Type.Number({ minimum: 0 })),
      lvl: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
      hp: Type.Optional(Type.Number({ minimum: 0, maximum: 50 })),
      mp: Type.Optional(Type.Number({ minimum: 0 })),
      points: Type.Optional(Type.Integer({ minimum: 0 })),
      class: Type.Optional(
        Type.Union(['warrior', 'rogue', 'wizard', 'healer'].map((c) => Type.Literal(c))),
      ),
    },
    { additionalProperties: false },
  ),
  response: { 200: successEnvelope(Type.Object({ stats: AnyMap })) },
};

export const jumpTimeSchema = {
  summary: "Move the whole server's clock forward by some days, or back to real time",
  tags,
  body: Type.Union([
    Type.Object(
      { days: Type.Number({ minimum: 0, maximum: 3650 }) },
      { additionalProperties: false },
    ),
    Type.Object({ reset: Type.Literal(true) }, { additionalProperties: false }),
  ]),
  response: { 200: successEnvelope(Type.Object({ time: Type.String() })) },
};

export const startWorldBossSchema = {
  summary: 'Start a world boss in the Tavern (staff start one by hand)',
  tags,
  body: Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) }),
  response: { 200: successEnvelope(AnyMap) },
};

/** The debug routes. */
export const debugApi = {
  addTenGems: apiRoute('POST', '/debug/add-ten-gems', addTenGemsSchema),
  addHourglass: apiRoute('POST', '/debug/add-hourglass', addHourglassSchema),
  setCron: apiRoute('POST', '/debug/set-cron', setCronSchema),
  makeAdmin: apiRoute('POST', '/debug/make-admin', makeAdminSchema),
  modifyInventory: apiRoute('POST', '/debug/modify-inventory', modifyInventorySchema),
  setStats: apiRoute('POST', '/debug/set-stats', setStatsSchema),
  startWorldBoss: apiRoute('POST', '/debug/world-boss', startWorldBossSchema),
  jumpTime: apiRoute('POST', '/debug/jump-time', jumpTimeSchema),
};
