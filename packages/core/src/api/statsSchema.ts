// A player's stats as the API sends them. GET /user adds the computed ones (toNextLevel, maxHealth,
// maxMP); a score answers the stored ones only.
import { Type, type Static } from 'typebox';
import { openObject } from './schemaParts.ts';

export const BuffsSchema = openObject({
  str: Type.Optional(Type.Number()),
  int: Type.Optional(Type.Number()),
  per: Type.Optional(Type.Number()),
  con: Type.Optional(Type.Number()),
  stealth: Type.Optional(Type.Number()),
  streaks: Type.Optional(Type.Boolean()),
  snowball: Type.Optional(Type.Boolean()),
  spookySparkles: Type.Optional(Type.Boolean()),
  shinySeed: Type.Optional(Type.Boolean()),
  seafoam: Type.Optional(Type.Boolean()),
});

const AttributeValuesSchema = openObject({
  str: Type.Optional(Type.Number()),
  int: Type.Optional(Type.Number()),
  per: Type.Optional(Type.Number()),
  con: Type.Optional(Type.Number()),
});

/** The stored stats: every player has the five bars; the rest may be missing on old rows. */
export const storedStatsProperties = {
  hp: Type.Number(),
  mp: Type.Number(),
  exp: Type.Number(),
  gp: Type.Number(),
  lvl: Type.Number(),
  class: Type.Optional(Type.String()),
  points: Type.Optional(Type.Number()),
  str: Type.Optional(Type.Number()),
  con: Type.Optional(Type.Number()),
  int: Type.Optional(Type.Number()),
  per: Type.Optional(Type.Number()),
  buffs: Type.Optional(BuffsSchema),
  training: Type.Optional(AttributeValuesSchema),
};

const computedStatsProperties = {
  toNextLevel: Type.Number(),
  maxHealth: Type.Number(),
  maxMP: Type.Number(),
};

/** Stats in any answer: the computed ones only when GET /user adds them. */
export const StatsSchema = openObject({
  ...storedStatsProperties,
  toNextLevel: Type.Optional(computedStatsProperties.toNextLevel),
  maxHealth: Type.Optional(computedStatsProperties.maxHealth),
  maxMP: Type.Optional(computedStatsProperties.maxMP),
});
export type ApiStats = Static<typeof StatsSchema>;

/** The stats of a whole GET /user answer: the computed ones always there. */
export const UserStatsSchema = openObject({ ...storedStatsProperties, ...computedStatsProperties });
