// Schemas of the Hall: the lists are for every player; a player's admin fields, their party, their
// group plans and account deletion need userSupport.
import { successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';
import type { Hero } from './staffAnswers.ts';

const tags = ['hall'];
const AnyMap = Type.Record(Type.String(), Type.Unknown());
const HallEntry = Type.Object(
  {
    _id: Type.String(),
    id: Type.String(),
    contributor: AnyMap,
    backer: AnyMap,
    profile: Type.Object({ name: Type.String() }),
  },
  { additionalProperties: false },
);
const HeroParams = Type.Object({ heroId: Type.String({ minLength: 1, maxLength: 64 }) });

export const patronsSchema = {
  summary: 'Patrons (backer tier above 0), highest tier first, 50 a page',
  tags,
  querystring: Type.Object({ page: Type.Optional(Type.String({ maxLength: 12 })) }),
  response: { 200: successEnvelope(Type.Array(HallEntry)) },
};

export const heroesSchema = {
  summary: 'Heroes (contributor level above 0), highest level first',
  tags,
  response: { 200: successEnvelope(Type.Array(HallEntry)) },
};

export const heroSchema = {
  summary: "Any player's admin fields by user id or username (userSupport)",
  tags,
  params: HeroParams,
  response: { 200: successEnvelope(Type.Unsafe<Hero>(AnyMap)) },
};

export const updateHeroSchema = {
  summary:
    'Edit any player (userSupport): balance, plan and hourglasses, stats, contributor (with the ' +
    'rewards of each tier gained), permissions, a purchasable, an achievement, an item, ' +
    'suspension (auth.blocked), e-mail, chat revoked, shadow mute, profile, secret note, a new API ' +
    'token, a cron reset, leaving the party. Gem and hourglass changes go to the ledger. ' +
    "`purchased.plan.convertToGroupPlan: <groupId>` puts a member on their plan group's free " +
    'subscription (400 groupIdRequired, 404 groupNotFound, 400 groupDoesNotHavePlan).',
  tags,
  params: HeroParams,
  // Read loosely and checked field by field (services/staff/heroEdit.ts): 400 names the field.
  body: AnyMap,
  response: { 200: successEnvelope(Type.Unsafe<Hero>(AnyMap)) },
};

export const heroPartySchema = {
  summary: "A party's support fields, never its name or texts (userSupport)",
  tags,
  params: Type.Object({ groupId: Type.String({ maxLength: 64 }) }),
  response: { 200: successEnvelope(AnyMap) },
};

export const heroGroupPlansSchema = {
  summary: 'The group plans a player belongs to (userSupport)',
  tags,
  params: HeroParams,
  response: { 200: successEnvelope(Type.Array(AnyMap)) },
};

export const deleteMemberSchema = {
  summary:
    'Delete a player (userSupport): `deleteAccount=true` deletes the account; `deleteAmplitude` ' +
    'asks for their analytics data to go (none is kept here)',
  tags: ['members'],
  params: Type.Object({ memberId: Type.String({ maxLength: 64 }) }),
  querystring: Type.Object({
    deleteAccount: Type.Optional(Type.String({ maxLength: 10 })),
    deleteAmplitude: Type.Optional(Type.String({ maxLength: 10 })),
  }),
  response: { 200: successEnvelope(Type.Object({})) },
};

/** The hall routes. */
export const hallApi = {
  patrons: apiRoute('GET', '/hall/patrons', patronsSchema),
  heroes: apiRoute('GET', '/hall/heroes', heroesSchema),
  heroParty: apiRoute('GET', '/hall/heroes/party/:groupId', heroPartySchema),
  heroGroupPlans: apiRoute('GET', '/hall/heroes/:heroId/group-plans', heroGroupPlansSchema),
  hero: apiRoute('GET', '/hall/heroes/:heroId', heroSchema),
  updateHero: apiRoute('PUT', '/hall/heroes/:heroId', updateHeroSchema),
  deleteMember: apiRoute('DELETE', '/members/:memberId', deleteMemberSchema),
};
